import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProblemListScreen from './ProblemListScreen';
import type { ProblemRow } from '@/api/problems';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import * as listScreen from '@/testing/listScreen';
import { problemRow } from '@/testing/records';
import { serveGet } from '@/testing/serve';
import { expectConfirmationRefused } from '@/testing/confirmations';

/** Answers every list call with `rows` and records the query strings it was asked with. */
function serveList(rows: ProblemRow[], total = rows.length) {
  return serveGet('/service-desk/api/problem-list', { data: { problems: rows, total } });
}

const COLUMNS = ['Identifier', 'Subject', 'Requester', 'Assigned to', 'Priority', 'Department', 'Status', 'Action'];
const renderList = () => renderWithPlugin(<ProblemListScreen />);

describe('the problem list', () => {
  it('shows the title and the rows of the first page, sorted by id, newest first', async () => {
    const queries = serveList(
      [
        problemRow(1),
        problemRow(2, { requester: { id: 9, full_name: '', email: 'only@mail.test' }, assignedTo: null }),
      ],
      2,
    );
    renderList();
    await listScreen.expectFirstPage('List of problems', ['Problem number 1', 'Problem number 2'], COLUMNS, queries);
  });

  it('links the requester and the assignee to their user pages and the department to its page', async () => {
    serveList([problemRow(1), problemRow(2, { requester: { id: 9, full_name: '', email: 'only@mail.test' } })]);
    renderList();
    const row = (await screen.findByText('Problem number 1')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Rita Requester' })).toHaveAttribute('href', '/user/3');
    expect(within(row).getByRole('link', { name: 'Sam Agent' })).toHaveAttribute('href', '/user/2');
    expect(within(row).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/department/1');
    const second = screen.getByText('Problem number 2').closest('tr') as HTMLElement;
    expect(within(second).getByRole('link', { name: 'only@mail.test' })).toHaveAttribute('href', '/user/9');
  });

  it('sorts only by subject and identifier, sending the order inverted', async () => {
    const queries = serveList([problemRow(1)]);
    renderList();
    await screen.findByText('Problem number 1');
    listScreen.expectUnsortable(['Requester', 'Assigned to', 'Priority', 'Department', 'Status']);
    await listScreen.sortBy(queries, /Subject/, 'subject', 'desc');
    expect(screen.getByRole('columnheader', { name: /Subject/ })).toHaveAttribute('aria-sort', 'ascending');
    await listScreen.sortBy(queries, /Subject/, 'subject', 'asc');
    await listScreen.sortBy(queries, /Identifier/, 'identifier', 'desc');
  });

  it('searches with search-query from page 1 once typing pauses', async () => {
    const queries = serveList([problemRow(1)], 40);
    renderList();
    await screen.findByText('Problem number 1');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ page: '3' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'vpn');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ 'search-query': 'vpn', page: '1' }));
    expect(queries.filter((query) => query['search-query'] !== undefined)).toHaveLength(1);
  });

  it('changes the page size and shows page links in chunks of five', async () => {
    const queries = serveList([problemRow(1)], 95);
    renderList();
    await screen.findByText('Problem number 1');
    expect(listScreen.pageNumbers()).toEqual(['1', '2', '3', '4', '5']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ limit: '25', page: '1' }));
    expect(screen.getByText('Showing 1 to 25 of 95')).toBeInTheDocument();
  });

  it('deletes after confirmation and shows the server message', async () => {
    serveList([problemRow(2)]);
    renderList();
    const call = '/service-desk/api/problem-delete/2';
    await listScreen.deleteRow('Problem number 2', call, 'Problem deleted successfully.', 'problem-list');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes the dialog and shows the error when the delete fails', async () => {
    serveList([problemRow(2)]);
    nock(API)
      .delete('/service-desk/api/problem-delete/2')
      .reply(403, { message: 'You do not have permission to delete problems.' });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete: Problem number 2' }));
    await expectConfirmationRefused('Delete', 'You do not have permission to delete problems.');
  });

  it('does not delete when the confirmation is cancelled', async () => {
    serveList([problemRow(2)]);
    const deletion = nock(API).delete('/service-desk/api/problem-delete/2').reply(200, { message: 'deleted' });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete: Problem number 2' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletion.isDone()).toBe(false);
  });

  listScreen.describeListScreenBasics({
    call: '/service-desk/api/problem-list',
    render: renderList,
    serveRows: serveList,
    row: problemRow,
    rowPages: { noun: 'Problem', base: '/service-desk/problem' },
    create: ['Create problem', '/service-desk/problem/create'],
  });

  it('opens the filter panel with the toggle', async () => {
    serveList([problemRow(1)]);
    renderList();
    const toggle = screen.getByRole('button', { name: 'Filter' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('form', { name: 'Filter' })).toBeInTheDocument();
    listScreen.expectFilterFields([
      ...['Problems', 'Departments', 'Impacts', 'Statuses', 'Locations', 'Priorities', 'Assigned to'],
      ...['Assets', 'Tickets', 'Requesters', 'Changes'],
    ]);
  });
});
