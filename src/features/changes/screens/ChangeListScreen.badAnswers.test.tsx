import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import ChangeListScreen from './ChangeListScreen';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { changeRow, savedChangeFilter } from '@/testing/records';
import {
  describeScreenCalls,
  dialogClosed,
  inDialog,
  onScreen,
  failingAlone,
  silentUntil,
} from '@/testing/screenCalls';
import { serveGet } from '@/testing/serve';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';

jest.setTimeout(20_000);

const SAVED = savedChangeFilter([{ key: 'custom_5', value: ['Critical'], value_meta: null }]);
const RISK = { id: 5, label: 'Risk level', type: 'select', options: ['Low', 'Critical'], change_type_id: null };

const LIST = '/service-desk/api/change-list';
const CUSTOM = '/service-desk/api/change-custom-field-list';
const FILTERS = '/service-desk/api/agent/change-filter';
const FILTER = '/service-desk/api/agent/change-filter/4';

/** Answers every load call of the list except those in `except`. */
function serve(except: string[] = []) {
  const answers: Record<string, object> = {
    [LIST]: { data: { changes: [changeRow(2, { subject: 'Replace the VPN gateway' })], total: 1 } },
    [CUSTOM]: { data: { custom_fields: [RISK] } },
    [FILTERS]: { data: { filters: [SAVED] } },
    [FILTER]: { data: SAVED },
  };
  for (const [path, body] of Object.entries(answers)) if (!except.includes(path)) serveGet(path, body);
}

const renderList = () => renderWithPlugin(<ChangeListScreen params={{}} />);
const renderFiltered = () => renderWithPlugin(<ChangeListScreen params={{ filterId: '4' }} />);
const rowShown = async () => {
  expect(await screen.findByText('Replace the VPN gateway')).toBeInTheDocument();
};
const click = (role: 'button' | 'checkbox', name: string) => async (user: UserEvent) => {
  await user.click(await screen.findByRole(role, { name }));
};

async function openSaveDialog(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  await user.click(await screen.findByRole('button', { name: 'Save filter' }));
  await user.type(within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Filter name' }), 'Mine');
}

const alone = failingAlone(serve);

describeScreenCalls('the change list', { render: renderList, arrange: serve }, [
  alone('the list call', LIST),
  alone('the custom-field list (silent)', CUSTOM, silentUntil(rowShown)),
  alone('the saved filters (silent)', FILTERS, silentUntil(rowShown)),
  alone('loading a saved filter (silent)', FILTER, {
    render: renderFiltered,
    expect: 'silent',
    settled: () => waitFor(() => expect(screen.queryByText('Loading...')).toBeNull()),
  }),
  {
    name: 'deleting a change',
    call: 'delete /service-desk/api/change/2',
    prepare: click('button', 'Delete: Replace the VPN gateway'),
    submit: inDialog('Delete'),
    dialog: 'closes',
    twice: { name: 'delete confirmation', success: 'Change deleted.' },
  },
  {
    name: 'saving a filter',
    call: `post ${FILTERS}`,
    prepare: openSaveDialog,
    submit: inDialog('Save'),
    dialog: 'stays',
    typed: [{ label: 'Filter name', value: 'Mine' }],
    fieldError: { field: 'name', shown: true },
    twice: { name: 'save filter', success: { message: 'Filter saved.', data: { id: 9 } }, done: dialogClosed },
  },
  {
    name: 'updating a saved filter',
    call: `post ${FILTERS}`,
    render: renderFiltered,
    prepare: click('checkbox', 'Low'),
    submit: onScreen('Update filter'),
    after: () => expect(screen.getByRole('checkbox', { name: 'Low' })).toBeChecked(),
    twice: { name: 'update filter', success: { message: 'Filter updated.', data: { id: 4 } } },
  },
  {
    name: 'deleting a saved filter',
    call: `delete ${FILTER}`,
    render: renderFiltered,
    prepare: click('button', 'Delete filter'),
    submit: inDialog('Delete'),
    dialog: 'closes',
    twice: { name: 'delete saved filter confirmation', success: 'Filter deleted.', done: dialogClosed },
  },
]);

describeUnmountWhileLoading([
  ['change list', renderList],
  ['change list with a saved filter', renderFiltered],
]);
