import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReleaseListScreen from './ReleaseListScreen';
import type { ReleaseRow } from '@/api/releases';
import * as listScreen from '@/testing/listScreen';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { serveGet } from '@/testing/serve';

function releaseRow(id: number, overrides: Partial<ReleaseRow> = {}): ReleaseRow {
  return {
    id,
    identifier: `REL-000${id}`,
    subject: `Release number ${id}`,
    release_type: { id: 2, name: 'Standard' },
    priority: { id: 1, name: 'High' },
    status: { id: 1, name: 'Open' },
    planned_start_date: '2026-05-01 10:00:00',
    planned_end_date: '0000-00-00 00:00:00',
    is_edit: true,
    is_delete: true,
    ...overrides,
  };
}

function serveList(rows: ReleaseRow[], total = rows.length) {
  return serveGet('/service-desk/api/release-list', { data: { releases: rows, total } });
}

const renderList = () => renderWithPlugin(<ReleaseListScreen />);
const COLUMNS = [
  'Identifier',
  'Subject',
  'Release type',
  'Priority',
  'Status',
  'Planned start date',
  'Planned end date',
  'Action',
];

describe('the release list', () => {
  it("is titled 'List of releases' with the spec's columns; a zero planned date shows '--'", async () => {
    const queries = serveList([releaseRow(1), releaseRow(2, { release_type: null })]);
    renderList();
    expect(screen.getByRole('heading', { name: 'List of releases' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'List of releases' });
    await within(table).findByText('Release number 1');
    expect(listScreen.columnNames(table)).toEqual(COLUMNS);
    const row = within(table).getByText('Release number 2').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('REL-0002');
    expect(row).toHaveTextContent('May 1, 2026, 10:00');
    expect(within(row).getAllByText('--')).toHaveLength(2);
    expect(queries[0]).toEqual({ 'sort-field': 'id', 'sort-order': 'asc', page: '1', limit: '10' });
  });

  it('sorts by subject, identifier and the two planned dates only', async () => {
    const queries = serveList([releaseRow(1)]);
    renderList();
    await screen.findByText('Release number 1');
    listScreen.expectUnsortable(['Release type', 'Priority', 'Status']);
    await listScreen.sortBy(queries, /Subject/, 'subject', 'desc');
    await listScreen.sortBy(queries, /Identifier/, 'identifier', 'desc');
    await listScreen.sortBy(queries, /Planned start date/, 'planned_start_date', 'desc');
    await listScreen.sortBy(queries, /Planned end date/, 'planned_end_date', 'desc');
  });

  it('deletes after confirmation and shows the server message', async () => {
    serveList([releaseRow(2)]);
    renderList();
    await listScreen.deleteRow(
      'Release number 2',
      '/service-desk/api/release/2',
      'Release deleted successfully.',
      'release-list',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers every filter section: the lookups and the four date ranges', async () => {
    serveList([releaseRow(1)]);
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('form', { name: 'Filter' })).toBeInTheDocument();
    listScreen.expectFilterFields(['Releases', 'Status', 'Location', 'Priority', 'Release type', 'Assets', 'Changes']);
    expect(screen.getByRole('group', { name: 'Planned start date' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Planned end date' })).toBeInTheDocument();
  });

  listScreen.describeListScreenBasics({
    call: '/service-desk/api/release-list',
    render: renderList,
    serveRows: serveList,
    row: releaseRow,
    rowPages: { noun: 'Release', base: '/service-desk/releases' },
    create: ['Create release', '/service-desk/releases/create'],
  });
});
