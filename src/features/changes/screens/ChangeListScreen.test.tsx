import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ChangeListScreen from './ChangeListScreen';
import type { ChangeRow } from '@/api/changes';
import { API, lookupPage, renderWithPlugin } from '@/testing/renderWithPlugin';
import * as listScreen from '@/testing/listScreen';
import { changeRow, savedChangeFilter } from '@/testing/records';
import { serveGet, recordPost } from '@/testing/serve';
import { expectCutText } from '@/testing/texts';

const CUSTOM_FIELDS = [
  { id: 5, label: 'Risk level', type: 'select', options: ['Low', 'Critical'], change_type_id: null },
  { id: 6, label: 'Vendor reference', type: 'text', options: [], change_type_id: null },
  { id: 7, label: 'Planned date', type: 'date', options: [], change_type_id: null },
];

function serveList(rows: ChangeRow[], total = rows.length) {
  return serveGet('/service-desk/api/change-list', { data: { changes: rows, total } });
}

function serveSupport(filters: object[] = []) {
  nock(API)
    .persist()
    .get('/service-desk/api/change-custom-field-list')
    .reply(200, { data: { custom_fields: CUSTOM_FIELDS } });
  nock(API).persist().get('/service-desk/api/agent/change-filter').reply(200, { data: { filters } });
}

const SAVED = savedChangeFilter([
  { key: 'status_ids', value: [1], value_meta: [{ id: 1, name: 'Open' }] },
  { key: 'custom_5', value: ['Critical'], value_meta: null },
]);

const COLUMNS = ['Identifier', 'Subject', 'Requester', 'Status', 'Priority', 'Department', 'Created at', 'Actions'];
const renderList = () => renderWithPlugin(<ChangeListScreen params={{}} />);

describe('the change list', () => {
  beforeEach(() => serveSupport());

  it('shows the title, the columns and the first page sorted by id, newest first', async () => {
    const queries = serveList([
      changeRow(1),
      changeRow(2, { requester: { id: 9, email: 'only@mail.test' }, priority: null }),
    ]);
    renderList();
    await listScreen.expectFirstPage('List of changes', ['Change number 1', 'Change number 2'], COLUMNS, queries);
  });

  it('sorts by identifier, subject and created_at only, sending the order inverted', async () => {
    const queries = serveList([changeRow(1)]);
    renderList();
    await screen.findByText('Change number 1');
    listScreen.expectUnsortable(['Requester', 'Status', 'Priority', 'Department']);
    await listScreen.sortBy(queries, /Created at/, 'created_at', 'desc');
    await listScreen.sortBy(queries, /Subject/, 'subject', 'desc');
    await listScreen.sortBy(queries, /Subject/, 'subject', 'asc');
    await listScreen.sortBy(queries, /Identifier/, 'identifier', 'desc');
  });

  it('searches with search-query from page 1 and pages with links in chunks of five', async () => {
    const queries = serveList([changeRow(1)], 95);
    renderList();
    await screen.findByText('Change number 1');
    expect(listScreen.pageNumbers()).toEqual(['1', '2', '3', '4', '5']);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ page: '3' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'vpn');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ 'search-query': 'vpn', page: '1' }));
  });

  it('links view and edit, and deletes after confirmation with the server message', async () => {
    serveList([changeRow(1, { is_edit: false, is_delete: false }), changeRow(2)]);
    renderList();
    await listScreen.expectRowActionsByFlags('Change', '/service-desk/changes');
    const call = '/service-desk/api/change/2';
    await listScreen.deleteRow('Change number 2', call, 'Change deleted successfully.', 'change-list');
  });

  listScreen.describeListScreenBasics({
    call: '/service-desk/api/change-list',
    render: renderList,
    serveRows: serveList,
    row: changeRow,
    create: ['Create change', '/service-desk/changes/create'],
  });

  it('offers every filter field of the spec plus custom fields with labels cut to 10 characters on screen', async () => {
    serveList([changeRow(1)]);
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByRole('form', { name: 'Filter' });
    listScreen.expectFilterFields([
      ...['Changes', 'Departments', 'Teams', 'Requesters', 'Statuses', 'Priorities', 'Change types'],
      ...['Impacts', 'Locations', 'Assets', 'Releases', 'Tickets', 'Problems', 'Assignees'],
    ]);
    expect(await screen.findByRole('group', { name: 'Risk level' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Vendor reference' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Planned date' })).toBeInTheDocument();
    const panel = screen.getByRole('form', { name: 'Filter' });
    expectCutText(panel, 'Vendor ref...', 'Vendor reference');
    expectCutText(panel, 'Planned da...', 'Planned date');
  });

  it('sends the applied filters as list parameters from page 1', async () => {
    const queries = serveList([changeRow(1)], 40);
    nock(API)
      .get('/service-desk/api/dependency/change_statuses')
      .query(true)
      .reply(200, lookupPage([{ id: 2, name: 'Planning' }]));
    renderList();
    await screen.findByText('Change number 1');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Statuses' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Planning' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Critical' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Vendor reference' }), 'MS-1');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        'sort-field': 'id',
        'sort-order': 'asc',
        page: '1',
        limit: '10',
        'status_ids[0]': '2',
        'custom_5[0]': 'Critical',
        custom_6: 'MS-1',
      }),
    );
  });

  it('saves the panel values as a named filter with its icon and sharing, and opens it; the name is required', async () => {
    serveList([changeRow(1)]);
    nock(API)
      .get('/service-desk/api/dependency/change_statuses')
      .query(true)
      .reply(200, lookupPage([{ id: 2, name: 'Planning' }]));
    nock(API)
      .get('/api/dependency/departments')
      .query(true)
      .reply(200, lookupPage([{ id: 3, name: 'Finance' }]));
    nock(API)
      .get('/api/dependency/agents')
      .query(true)
      .reply(200, lookupPage([{ id: 8, name: 'Sam Agent' }]));
    const bodies = recordPost('/service-desk/api/agent/change-filter', {
      message: 'Filter saved successfully.',
      data: { id: 9 },
    });
    const { navigateToUrl } = renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Statuses' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Planning' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save filter' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Filter name' }), 'Planning changes');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Star' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Share with departments' }));
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Finance' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Share with agents' }));
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Sam Agent' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/changes/filter/9'));
    expect(bodies).toEqual([
      {
        name: 'Planning changes',
        icon_class: 'fa fa-star',
        departments: [3],
        agents: [8],
        fields: [{ key: 'status_ids', value: [2], value_meta: [{ id: 2, name: 'Planning' }] }],
      },
    ]);
  });

  it('shows the server’s name error in the save dialog', async () => {
    serveList([changeRow(1)]);
    nock(API)
      .post('/service-desk/api/agent/change-filter')
      .reply(422, { message: 'The given data was invalid.', errors: { name: ['The name has already been taken.'] } });
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save filter' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Filter name' }), 'Mine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The name has already been taken.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Filter name' })).toHaveValue('Mine');
  });
});

describe('the change list with a saved filter (/service-desk/changes/filter/{id})', () => {
  beforeEach(() => serveSupport([SAVED]));

  it('loads the saved filter, shows its values and asks the list by filter_id', async () => {
    const queries = serveList([changeRow(1)]);
    const load = nock(API).get('/service-desk/api/agent/change-filter/4').reply(200, { data: SAVED });
    renderWithPlugin(<ChangeListScreen params={{ filterId: '4' }} />);
    expect(await screen.findByRole('heading', { name: 'List of changes: Open changes' })).toBeInTheDocument();
    expect(load.isDone()).toBe(true);
    await waitFor(() => expect(queries).toContainEqual(expect.objectContaining({ filter_id: '4' })));
    const listCalls = queries.filter((query) => query['sort-field'] !== undefined);
    expect(listCalls.every((query) => query.filter_id === '4' && query['status_ids[0]'] === undefined)).toBe(true);
    const form = await screen.findByRole('form', { name: 'Filter' });
    expect(within(form).getByText('Open')).toBeInTheDocument();
    expect(await within(form).findByRole('checkbox', { name: 'Critical' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Saved filters' })).toHaveValue('4');
  });

  it('updates the saved filter with the edited values, keeping its icon and sharing', async () => {
    serveList([changeRow(1)]);
    const shared = { ...SAVED, icon_class: 'fa fa-flag', departments: [3], agents: [8, 12] };
    nock(API).get('/service-desk/api/agent/change-filter/4').reply(200, { data: shared }).persist();
    const bodies = recordPost('/service-desk/api/agent/change-filter', {
      message: 'Filter updated successfully.',
      data: { id: 4 },
    });
    renderWithPlugin(<ChangeListScreen params={{ filterId: '4' }} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Low' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update filter' }));
    expect(await screen.findByText('Filter updated successfully.')).toHaveAttribute('data-area', 'change-filter');
    expect(bodies).toEqual([
      {
        id: 4,
        name: 'Open changes',
        icon_class: 'fa fa-flag',
        departments: [3],
        agents: [8, 12],
        fields: [
          { key: 'status_ids', value: [1], value_meta: [{ id: 1, name: 'Open' }] },
          { key: 'custom_5', value: ['Critical', 'Low'], value_meta: null },
        ],
      },
    ]);
  });

  it('deletes the saved filter after confirmation and goes back to the list', async () => {
    serveList([changeRow(1)]);
    nock(API).get('/service-desk/api/agent/change-filter/4').reply(200, { data: SAVED });
    const deletion = nock(API)
      .delete('/service-desk/api/agent/change-filter/4')
      .reply(200, { message: 'Filter deleted successfully.' });
    const { navigateToUrl } = renderWithPlugin(<ChangeListScreen params={{ filterId: '4' }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete filter' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/changes/list'));
    expect(deletion.isDone()).toBe(true);
  });

  it('resets to the unfiltered list; applied edits replace filter_id by the fields', async () => {
    const queries = serveList([changeRow(1)]);
    nock(API).get('/service-desk/api/agent/change-filter/4').reply(200, { data: SAVED });
    const { navigateToUrl } = renderWithPlugin(<ChangeListScreen params={{ filterId: '4' }} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Critical' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ 'status_ids[0]': '1' }));
    expect(queries.at(-1)).not.toHaveProperty('filter_id');
    expect(queries.at(-1)).not.toHaveProperty('custom_5[0]');
    // Apply closed the panel.
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Filter/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/changes/list');
  });

  it('hides update and delete for a filter another agent shared', async () => {
    serveList([changeRow(1)]);
    nock(API)
      .get('/service-desk/api/agent/change-filter/4')
      .reply(200, { data: { ...SAVED, is_owner: false } });
    renderWithPlugin(<ChangeListScreen params={{ filterId: '4' }} />);
    expect(await screen.findByRole('heading', { name: 'List of changes: Open changes' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save filter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update filter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete filter' })).toBeNull();
  });

  it('opens another saved filter from the saved filters choice', async () => {
    serveList([changeRow(1)]);
    nock(API).get('/service-desk/api/agent/change-filter/4').reply(200, { data: SAVED });
    const { navigateToUrl } = renderList();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Saved filters' }), '4');
    expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/changes/filter/4');
  });
});
