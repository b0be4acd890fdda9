import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AssetPickerField } from './AssetPickerField';
import { lookupPage, renderWithPlugin } from '@/testing/renderWithPlugin';
import { serveGet, serveLookup } from '@/testing/serve';

describe('the asset picker field', () => {
  it('searches the assets lookup, reports the chosen ids and writes them as hidden inputs', async () => {
    const queries = serveGet(
      '/service-desk/api/dependency/assets',
      lookupPage([
        { id: 30, name: 'Spare laptop' },
        { id: 31, name: 'Mail server' },
      ]),
    );
    const onChange = jest.fn();
    const user = userEvent.setup();
    const { container } = renderWithPlugin(<AssetPickerField fieldName="asset_ids" onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Assets' }));
    await user.click(await screen.findByRole('option', { name: 'Mail server' }));
    expect(onChange).toHaveBeenLastCalledWith([31], [{ id: 31, name: 'Mail server' }]);
    expect(queries.length).toBeGreaterThan(0);
    const hidden = container.querySelectorAll('input[type="hidden"][name="asset_ids[]"]');
    expect([...hidden].map((input) => (input as HTMLInputElement).value)).toEqual(['31']);
  });

  it('labels the ids the host passes from the lookup', async () => {
    const queries = serveLookup('/service-desk/api/dependency/assets', [{ id: 30, name: 'Spare laptop' }]);
    renderWithPlugin(<AssetPickerField fieldName="assets" value={[30]} label="Default assets" />);
    expect(screen.getByRole('combobox', { name: 'Default assets' })).toBeInTheDocument();
    expect(await screen.findByText('Spare laptop')).toBeInTheDocument();
    await waitFor(() => expect(queries[0]).toMatchObject({ 'ids[0]': '30' }));
  });
});
