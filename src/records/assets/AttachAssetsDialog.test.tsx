import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AttachAssetsDialog } from './AttachAssetsDialog';
import { ApiError } from '@/api/errors';
import type { AssetRow } from '@/api/assets';
import { API, lookupPage, renderWithPlugin } from '@/testing/renderWithPlugin';
import { serveAssetFilterStructure, serveGet } from '@/testing/serve';
import { expectCutText } from '@/testing/texts';

const ASSETS: AssetRow[] = [
  { id: 21, name: 'Router A', managed_by: { full_name: 'Sam Agent' }, used_by: null, contract: null },
  { id: 22, name: 'Router B', managed_by: null, used_by: { full_name: 'Rita Requester' }, contract: null },
];

function serveAssets(rows: AssetRow[] = ASSETS) {
  serveAssetFilterStructure();
  return serveGet('/service-desk/api/asset-list', { data: { data: { data: rows, total: rows.length } } });
}

function renderDialog(onSubmit: (ids: number[]) => Promise<string> = jest.fn().mockResolvedValue('Attached.')) {
  const onSuccess = jest.fn();
  const onClose = jest.fn();
  renderWithPlugin(
    <AttachAssetsDialog
      show
      onClose={onClose}
      listParams={{ ticket_id: 9 }}
      onSubmit={onSubmit}
      onSuccess={onSuccess}
    />,
  );
  return { onSubmit, onSuccess, onClose };
}

describe('the attach-assets dialog', () => {
  it('lists the assets that can be attached, with the list parameters, sorted by name', async () => {
    const queries = serveAssets();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Attach assets' });
    expect(dialog.querySelector('.sd-dialog-950')).not.toBeNull();
    await within(dialog).findByText('Router A');
    expect(queries[0]).toEqual({ ticket_id: '9', 'sort-field': 'name', 'sort-order': 'desc', page: '1', limit: '10' });
    for (const label of ['Asset type', 'Used by', 'Managed by', 'Organization']) {
      expect(within(dialog).getByRole('combobox', { name: label })).toBeInTheDocument();
    }
  });

  it('shows the filters module-filter-structure/asset describes and sends each by its key', async () => {
    serveAssetFilterStructure([
      { key: 'asset_type_ids', label: 'Asset type', dependency: 'asset_types' },
      { key: 'location_ids', label: 'Location', url: '/api/dependency/locations' },
    ]);
    const queries = serveGet('/service-desk/api/asset-list', { data: { data: { data: ASSETS, total: 2 } } });
    serveGet('/api/dependency/locations', lookupPage([{ id: 4, name: 'Berlin' }]));
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Attach assets' });
    await user.click(await within(dialog).findByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: 'Berlin' }));
    expect(within(dialog).queryByRole('combobox', { name: 'Used by' })).toBeNull();
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ 'location_ids[0]': '4', page: '1' }));
  });

  it("alerts 'Please select assets.' and sends nothing when no asset is chosen", async () => {
    serveAssets();
    const { onSubmit, onSuccess } = renderDialog();
    await screen.findByText('Router A');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Please select assets\.$/);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('submits the chosen asset ids and hands the message to the parent', async () => {
    serveAssets();
    const { onSubmit, onSuccess } = renderDialog();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Router B' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('Attached.'));
    expect(onSubmit).toHaveBeenCalledWith([22]);
  });

  it('selects every asset of the page at once', async () => {
    serveAssets();
    const { onSubmit } = renderDialog();
    await screen.findByText('Router A');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all assets on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select Router A' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Router B' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith([21, 22]));
  });

  it('stays open with the message and the button re-enabled when the attach fails', async () => {
    serveAssets();
    const onSubmit = jest.fn().mockRejectedValue(new ApiError('The assets could not be attached.', 500));
    const { onSuccess, onClose } = renderDialog(onSubmit);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Router A' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The assets could not be attached.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Select Router A' })).toBeChecked();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the chosen filters as name[index]=id, from page 1', async () => {
    const queries = serveAssets();
    nock(API)
      .get('/service-desk/api/dependency/asset_types')
      .query(true)
      .reply(200, lookupPage([{ id: 3, name: 'Network equipment' }]))
      .persist();
    renderDialog();
    await screen.findByText('Router A');
    await userEvent.click(screen.getByRole('combobox', { name: 'Asset type' }));
    // Labels in the attach filters are cut to 10 characters on screen, whole for screen readers.
    const option = await screen.findByRole('option', { name: 'Network equipment' });
    expectCutText(option, 'Network eq...', 'Network equipment');
    await userEvent.click(option);
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ 'asset_type_ids[0]': '3', ticket_id: '9', page: '1' }));
  });
});
