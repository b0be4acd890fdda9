import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import ChangeListScreen from './ChangeListScreen';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';
import { describeBadAnswers, describeDoubleSubmits, dialog } from '@/testing/badAnswers';

jest.setTimeout(20_000);

const ROW = {
  id: 2,
  identifier: 'CHG-0002',
  subject: 'Replace the VPN gateway',
  requester: { id: 3, full_name: 'Rita Requester', email: 'rita@example.test' },
  status: { id: 1, name: 'Open' },
  priority: { id: 2, name: 'High' },
  department: { id: 1, name: 'Support' },
  created_at: '2026-11-01 10:00:00',
  is_edit: true,
  is_delete: true,
};
const CUSTOM_FIELDS = [
  { id: 5, label: 'Risk level', type: 'select', options: ['Low', 'Critical'], change_type_id: null },
];
const SAVED = {
  id: 4,
  name: 'Open changes',
  icon_class: '',
  departments: [],
  agents: [],
  is_owner: true,
  fields: [{ key: 'custom_5', value: ['Critical'], value_meta: null }],
};

const LIST = '/service-desk/api/change-list';
const CUSTOM = '/service-desk/api/change-custom-field-list';
const FILTERS = '/service-desk/api/agent/change-filter';
const FILTER = '/service-desk/api/agent/change-filter/4';

/** Answers every load call of the list except those in `except`. */
function serve(except: string[] = []) {
  const answers: Record<string, object> = {
    [LIST]: { data: { changes: [ROW], total: 1 } },
    [CUSTOM]: { data: { custom_fields: CUSTOM_FIELDS } },
    [FILTERS]: { data: { filters: [SAVED] } },
    [FILTER]: { data: SAVED },
  };
  for (const [path, body] of Object.entries(answers)) {
    if (!except.includes(path)) nock(API).persist().get(path).query(true).reply(200, body);
  }
}

const renderList = () => renderWithPlugin(<ChangeListScreen params={{}} />);
const renderFiltered = () => renderWithPlugin(<ChangeListScreen params={{ filterId: '4' }} />);
const rowShown = async () => {
  expect(await screen.findByText('Replace the VPN gateway')).toBeInTheDocument();
};

async function openSaveDialog(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  await user.click(await screen.findByRole('button', { name: 'Save filter' }));
  await user.type(within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Filter name' }), 'Mine');
}

describeBadAnswers('the change list with bad answers', [
  {
    name: 'the list call',
    method: 'get',
    path: LIST,
    arrange: () => serve([LIST]),
    render: renderList,
    expect: 'alert',
  },
  {
    name: 'the custom-field list (silent)',
    method: 'get',
    path: CUSTOM,
    arrange: () => serve([CUSTOM]),
    render: renderList,
    expect: 'silent',
    settled: rowShown,
  },
  {
    name: 'the saved filters (silent)',
    method: 'get',
    path: FILTERS,
    arrange: () => serve([FILTERS]),
    render: renderList,
    expect: 'silent',
    settled: rowShown,
  },
  {
    name: 'loading a saved filter (silent)',
    method: 'get',
    path: FILTER,
    arrange: () => serve([FILTER]),
    render: renderFiltered,
    expect: 'silent',
    settled: async () => {
      await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
    },
  },
  {
    name: 'deleting a change',
    method: 'delete',
    path: '/service-desk/api/change/2',
    arrange: () => serve(),
    render: renderList,
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Delete: Replace the VPN gateway' }));
      await user.click(dialog().getByRole('button', { name: 'Delete' }));
    },
    expect: 'alert',
    dialog: 'closes',
  },
  {
    name: 'saving a filter',
    method: 'post',
    path: FILTERS,
    arrange: () => serve(),
    render: renderList,
    act: async (user) => {
      await openSaveDialog(user);
      await user.click(dialog().getByRole('button', { name: 'Save' }));
    },
    expect: 'alert',
    dialog: 'stays',
    typed: [{ label: 'Filter name', value: 'Mine' }],
    fieldError: { field: 'name', shown: true },
  },
  {
    name: 'updating a saved filter',
    method: 'post',
    path: FILTERS,
    arrange: () => serve(),
    render: renderFiltered,
    act: async (user) => {
      await user.click(await screen.findByRole('checkbox', { name: 'Low' }));
      await user.click(screen.getByRole('button', { name: 'Update filter' }));
    },
    expect: 'alert',
    after: () => expect(screen.getByRole('checkbox', { name: 'Low' })).toBeChecked(),
  },
  {
    name: 'deleting a saved filter',
    method: 'delete',
    path: FILTER,
    arrange: () => serve(),
    render: renderFiltered,
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Delete filter' }));
      await user.click(dialog().getByRole('button', { name: 'Delete' }));
    },
    expect: 'alert',
    dialog: 'closes',
  },
]);

describeDoubleSubmits('the change list submits', [
  {
    name: 'delete confirmation',
    method: 'delete',
    path: '/service-desk/api/change/2',
    success: { message: 'Change deleted.' },
    arrange: () => serve(),
    render: renderList,
    prepare: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Delete: Replace the VPN gateway' }));
    },
    submit: () => dialog().getByRole('button', { name: 'Delete' }),
    done: async () => {
      expect(await screen.findByText('Change deleted.')).toBeInTheDocument();
    },
  },
  {
    name: 'save filter',
    method: 'post',
    path: FILTERS,
    success: { message: 'Filter saved.', data: { id: 9 } },
    arrange: () => serve(),
    render: renderList,
    prepare: openSaveDialog,
    submit: () => dialog().getByRole('button', { name: 'Save' }),
    done: async () => {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  },
  {
    name: 'update filter',
    method: 'post',
    path: FILTERS,
    success: { message: 'Filter updated.', data: { id: 4 } },
    arrange: () => serve(),
    render: renderFiltered,
    prepare: async (user) => {
      await user.click(await screen.findByRole('checkbox', { name: 'Low' }));
    },
    submit: () => screen.getByRole('button', { name: 'Update filter' }),
    done: async () => {
      expect(await screen.findByText('Filter updated.')).toBeInTheDocument();
    },
  },
  {
    name: 'delete saved filter confirmation',
    method: 'delete',
    path: FILTER,
    success: { message: 'Filter deleted.' },
    arrange: () => serve(),
    render: renderFiltered,
    prepare: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Delete filter' }));
    },
    submit: () => dialog().getByRole('button', { name: 'Delete' }),
    done: async () => {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  },
]);

describeUnmountWhileLoading([
  ['change list', renderList],
  ['change list with a saved filter', renderFiltered],
]);
