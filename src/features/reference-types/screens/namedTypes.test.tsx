import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { expectLinkTo } from '@/testing/links';
import { renderSaving, errorOf, multipartFields, REQUIRED, setUpFormTests, refuseSave } from '@/testing/recordForm';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { serveGet } from '@/testing/serve';
import { carryToNextPage } from '@/ui/carriedMessage';
import { NAME_MAX_MESSAGE } from '../form/namedTypeForm';
import { ContractTypeFormScreen, ContractTypeListScreen } from './contractTypeScreens';
import { LicenseTypeFormScreen } from './licenseTypeScreens';
import { ProcurementFormScreen, ProcurementListScreen } from './procurementScreens';
import { expectNavigationAfter, pressUntilTimerSet } from '@/testing/navigation';

setUpFormTests({ lookups: false });

const DATES = { created_at: '2024-01-01 10:00:00', updated_at: '2024-02-01 10:00:00' };
const nameBox = () => screen.getByRole('textbox', { name: /Name/ });

describe('the procurement mode list', () => {
  it('asks for the first page and shows name, dates and actions', async () => {
    const queries = serveGet('/service-desk/api/procurement-mode-list', {
      data: { procurement_modes: [{ id: 3, name: 'Lease', ...DATES }], total: 1 },
    });
    renderWithPlugin(<ProcurementListScreen />);
    const table = await screen.findByRole('table', { name: 'Procurement modes' });
    expect(await within(table).findByText('Lease')).toBeInTheDocument();
    expect(queries[0]).toEqual({ 'sort-field': 'id', 'sort-order': 'asc', page: '1', limit: '10' });
    expectLinkTo('Edit: Lease', '/service-desk/procurement/3/edit');
    expectLinkTo('Create procurement mode', '/service-desk/procurement/create');
  });
});

describe('the contract type list', () => {
  it('shows the message a save that returned to it left', async () => {
    carryToNextPage('Contract type updated successfully.');
    serveGet('/service-desk/api/contract-type-list', { data: { contract_types: [], total: 0 } });
    renderWithPlugin(<ContractTypeListScreen />);
    expect(await screen.findByText('Contract type updated successfully.')).toBeInTheDocument();
  });

  it("shows the server's refusal of a type contracts use", async () => {
    const user = userEvent.setup();
    serveGet('/service-desk/api/contract-type-list', {
      data: { contract_types: [{ id: 4, name: 'Lease', ...DATES }], total: 1 },
    });
    const message = 'This contract type is used by 2 contracts and cannot be deleted.';
    const refused = nock(API).delete('/service-desk/api/contract-type/4').reply(422, { message, errors: {} });
    renderWithPlugin(<ContractTypeListScreen />);
    await user.click(await screen.findByRole('button', { name: 'Delete: Lease' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(refused.isDone()).toBe(true);
  });
});

describe('the named type forms', () => {
  it('requires a name of at most 50 characters and sends nothing', async () => {
    const { user, posts } = renderSaving(<LicenseTypeFormScreen params={{}} />, 'license-type', {
      message: 'License type created successfully.',
    });
    expect(screen.getByRole('heading', { name: 'Create license type' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(nameBox())).toBe(REQUIRED));
    await user.type(nameBox(), 'x'.repeat(51));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(nameBox())).toBe(NAME_MAX_MESSAGE));
    expect(NAME_MAX_MESSAGE).toBe('The name should be less than 50 characters.');
    expect(posts).toHaveLength(0);
  });

  it('creates a procurement mode, then opens the list 3 seconds later', async () => {
    const { user, posts, navigateToUrl } = renderSaving(<ProcurementFormScreen params={{}} />, 'procurement-mode', {
      message: 'Procurement mode created successfully.',
      data: { id: 9 },
    });
    await user.type(nameBox(), ' Rental ');
    // Leaves the field, so its blur (and the validation it starts) comes before the fake clock.
    await user.click(screen.getByRole('heading', { name: 'Create procurement mode' }));
    await pressUntilTimerSet(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Procurement mode created successfully.')).toBeInTheDocument();
    expect(multipartFields(posts[0].body)).toEqual([['name', 'Rental']]);
    expectNavigationAfter(navigateToUrl, 3000, '/service-desk/procurement');
  });

  it("edits a contract type with its id and returns to 'Contract Types Index' at once", async () => {
    serveGet('/service-desk/api/contract-type/4', { data: { contract_type: { id: 4, name: 'Lease', ...DATES } } });
    const { user, posts, navigateToUrl } = renderSaving(
      <ContractTypeFormScreen params={{ id: '4' }} />,
      'contract-type',
      { message: 'Contract type updated successfully.', data: { id: 4 } },
    );
    await waitFor(() => expect(nameBox()).toHaveValue('Lease'));
    await user.clear(nameBox());
    await user.type(nameBox(), 'Rental{Enter}');
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/contract-type'));
    expect(multipartFields(posts[0].body)).toEqual([
      ['id', '4'],
      ['name', 'Rental'],
    ]);
  });

  it('shows a server field error on the name', async () => {
    const user = userEvent.setup();
    refuseSave('contract-type', { name: ['The name has already been taken.'] });
    renderWithPlugin(<ContractTypeFormScreen params={{}} />);
    await user.type(nameBox(), 'Lease{Enter}');
    await waitFor(() => expect(errorOf(nameBox())).toBe('The name has already been taken.'));
    expect(screen.getByRole('alert')).toHaveTextContent('The given data was invalid.');
  });
});
