import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContractListScreen from './ContractListScreen';
import { expectLinkTo } from '@/testing/links';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { CONTRACT_LIST, contractListAnswer, contractListRow } from '@/testing/contracts';
import { columnNames } from '@/testing/listScreen';
import { serveGet } from '@/testing/serve';
import { expectTextsIn } from '@/testing/texts';

jest.setTimeout(20_000);

const COLUMNS = [
  'Identifier',
  'Name',
  'Cost',
  'Expiry',
  'Contract status',
  'Renewal status',
  'Vendor',
  'Contract type',
  'Attached organizations',
  'Actions',
];

const renderList = () => renderWithPlugin(<ContractListScreen />);

afterEach(() => nock.cleanAll());

describe('the contract list', () => {
  it('shows the columns, the row links by is_edit and is_delete, and the export link', async () => {
    const queries = serveGet(
      CONTRACT_LIST,
      contractListAnswer([contractListRow(1), contractListRow(2, { is_edit: false, is_delete: false })]),
    );
    renderList();
    const table = await screen.findByRole('table', { name: 'List of contracts' });
    await within(table).findByText('Contract number 1');
    expect(columnNames(table)).toEqual(COLUMNS);
    expect(queries[0]).toEqual({ 'sort-field': 'id', 'sort-order': 'asc', page: '1', limit: '10' });

    const first = within(table).getByText('Contract number 1').closest('tr') as HTMLElement;
    expectTextsIn(first, [
      'CNT-1',
      '1200.50',
      'Expires in 36 days',
      'Approved',
      'Not renewed',
      'Acme Supplies',
      'Lease',
    ]);
    expect(within(first).getByRole('link', { name: 'Acme Ltd' })).toHaveAttribute('href', '/organizations/5');
    expect(within(first).getByRole('link', { name: 'Contract number 1' })).toHaveAttribute(
      'href',
      '/service-desk/contracts/1/show',
    );
    expect(within(first).getByRole('link', { name: 'Edit: Contract number 1' })).toHaveAttribute(
      'href',
      '/service-desk/contracts/1/edit',
    );
    expect(within(first).getByRole('button', { name: 'Delete: Contract number 1' })).toBeInTheDocument();

    const second = within(table).getByText('Contract number 2').closest('tr') as HTMLElement;
    expect(within(second).getByRole('link', { name: 'View: Contract number 2' })).toBeInTheDocument();
    expect(within(second).queryByRole('link', { name: 'Edit: Contract number 2' })).toBeNull();
    expect(within(second).queryByRole('button', { name: 'Delete: Contract number 2' })).toBeNull();

    expectLinkTo('Export', `${API}/service-desk/contract/export`);
    expectLinkTo('Create contract', '/service-desk/contracts/create');
  });

  it('offers no export when the list is empty', async () => {
    serveGet(CONTRACT_LIST, contractListAnswer([]));
    renderList();
    expect(await screen.findByText('no data found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export' })).toBeNull();
  });

  it('filters the cost between the bounds the list answered, and exports what is filtered', async () => {
    const user = userEvent.setup();
    const queries = serveGet(CONTRACT_LIST, contractListAnswer([contractListRow(1)]));
    renderList();
    await screen.findByText('Contract number 1');
    await user.click(screen.getByRole('button', { name: /Filter/ }));
    const from = await screen.findByRole('spinbutton', { name: 'Cost: From' });
    expect(from).toHaveAttribute('min', '100');
    expect(from).toHaveAttribute('max', '5000');
    expect(screen.getByRole('spinbutton', { name: 'Notify in days: To' })).toHaveAttribute('max', '30');
    await user.type(from, '200');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ cost: '200~5000', page: '1' }));
    expectLinkTo('Export', `${API}/service-desk/contract/export?cost=200~5000`);
  });

  it('deletes a row after the confirmation and shows the server message', async () => {
    const user = userEvent.setup();
    serveGet(CONTRACT_LIST, contractListAnswer([contractListRow(1)]));
    const deleted = nock(API).delete('/service-desk/api/contract/1').reply(200, { message: 'Contract deleted.' });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete: Contract number 1' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Contract deleted.')).toBeInTheDocument();
    expect(deleted.isDone()).toBe(true);
  });
});
