import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { TicketActionBar } from './actions/TicketActionBar';
import { AssetPickerField } from './asset-picker/AssetPickerField';
import { TicketAssociates } from './associates/TicketAssociates';
import { AgentPermissionsBox } from './permissions/AgentPermissionsBox';
import { UserPermissionsButton } from './permissions/UserPermissionsButton';
import { TicketProblemRow } from './problem-row/TicketProblemRow';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeScreenCalls, inDialog, dialogKeptForRetry } from '@/testing/screenCalls';
import { serveAssetFilterStructure, serveGet, serveLookup } from '@/testing/serve';
import { ALL_ACTIONS, NO_ACTIONS } from '@/testing/ticketSlots';

jest.setTimeout(30_000);

const ASSET_LIST = '/service-desk/api/asset-list';
const ATTACHED_CHANGES = '/service-desk/api/attached-change/ticket';
const CONTRACTS = '/service-desk/api/contract/ticket/9';
const PERMISSIONS = '/service-desk/get/permissions';
const PROBLEM_LIST = '/service-desk/api/problem-list';

const ASSET = { id: 11, name: 'Mail server', managed_by: null, used_by: null, contract: null };
const CHANGE = { id: 4, change_number: 'CHG-0004', subject: 'Swap the VPN gateway', type: 'initiated' };
const PERMISSION_ROWS = [
  { id: 1, key: 'view', name: 'View' },
  { id: 2, key: 'create_problem', name: 'Create problem' },
];

const serveAssets = () => serveGet(ASSET_LIST, { data: { data: { data: [ASSET], total: 1 } } });
const serveChanges = () => serveGet(ATTACHED_CHANGES, { data: { changes: [CHANGE], total: 1 } });
const serveProblem = (rows: Array<{ id: number; subject: string }> = []) =>
  serveGet(PROBLEM_LIST, { data: { problems: rows, total: rows.length } });
const servePermissions = () =>
  serveGet(PERMISSIONS, {
    data: { permissions: PERMISSION_ROWS, total: 2, actions: NO_ACTIONS, user_permission_ids: [1] },
  });

const renderAssociates = () => renderWithPlugin(<TicketAssociates scope="ticket" id={9} actions={ALL_ACTIONS} />);
const renderBar = () => renderWithPlugin(<TicketActionBar ticketId={9} actions={ALL_ACTIONS} />);

async function openTab(user: UserEvent, name: string) {
  await user.click(screen.getByRole('tab', { name }));
}

async function openAssetDetach(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Detach: Mail server' }));
  await screen.findByRole('dialog', { name: 'Detach asset' });
}

async function openChangeDetach(user: UserEvent) {
  await openTab(user, 'Changes');
  await user.click(await screen.findByRole('button', { name: 'Detach: CHG-0004' }));
  await screen.findByRole('dialog', { name: 'Detach change' });
}

async function chooseAsset(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Attach assets' }));
  const box = await screen.findByRole('dialog', { name: 'Attach assets' });
  await user.click(await within(box).findByRole('checkbox', { name: 'Select Spare laptop' }));
}

async function chooseProblem(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Attach existing problem' }));
  const box = await screen.findByRole('dialog', { name: 'Attach existing problem' });
  await user.click(await within(box).findByRole('radio', { name: 'VPN drops every hour' }));
}

async function chooseChange(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Attach change initiating this ticket' }));
  const box = await screen.findByRole('dialog', { name: 'Attach change initiating this ticket' });
  await user.click(await within(box).findByRole('radio', { name: 'CHG-0004 Swap the gateway' }));
}

async function openProblemDetach(user: UserEvent) {
  const detach = screen.getByRole('button', { name: 'Detach problem' });
  await waitFor(() => expect(detach).toBeEnabled());
  await user.click(detach);
  await screen.findByRole('dialog', { name: 'Detach problem' });
}

async function checkPermission(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Update permissions' }));
  const box = await screen.findByRole('dialog', { name: 'Update permissions' });
  await user.click(await within(box).findByRole('checkbox', { name: 'Create problem' }));
}

const serveAssetDialog = () => {
  serveProblem();
  serveGet(ASSET_LIST, {
    data: { data: { data: [{ ...ASSET, id: 30, name: 'Spare laptop' }], total: 1 } },
  });
  serveLookup('/service-desk/api/dependency/asset_types', []);
  serveAssetFilterStructure();
};
const serveProblemLookup = () => {
  serveProblem();
  serveLookup('/service-desk/api/dependency/problems', [{ id: 5, name: 'VPN drops every hour' }]);
};
const serveChangeLookup = () => {
  serveProblem();
  serveLookup('/service-desk/api/dependency/changes_based_on_ticket', [{ id: 4, name: 'CHG-0004 Swap the gateway' }]);
};
const serveAttachedProblem = () => serveProblem([{ id: 5, subject: 'VPN drops every hour' }]);

const renderPermissionsButton = () => renderWithPlugin(<UserPermissionsButton userId={4} />);

describeScreenCalls('the ticket slots', { render: renderAssociates, arrange: serveAssets }, [
  { name: 'associates: the assets tab', call: `get ${ASSET_LIST}`, arrange: () => undefined },
  { name: 'associates: the changes tab', call: `get ${ATTACHED_CHANGES}`, act: (user) => openTab(user, 'Changes') },
  { name: 'associates: the contracts tab', call: `get ${CONTRACTS}`, act: (user) => openTab(user, 'Contracts') },
  {
    name: 'associates: the actions when the host passes none (silent)',
    call: `get ${PERMISSIONS}`,
    render: () => renderWithPlugin(<TicketAssociates scope="ticket" id={9} />),
    expect: 'silent',
    settled: async () => {
      expect(await screen.findByText('Mail server')).toBeInTheDocument();
    },
  },
  {
    name: 'associates: detaching an asset',
    call: 'delete /service-desk/api/detach-asset/9/11',
    prepare: openAssetDetach,
    submit: inDialog('Detach'),
    dialog: 'closes',
    after: () => expect(screen.getByRole('button', { name: 'Detach: Mail server' })).toBeEnabled(),
    twice: { name: 'asset detach confirmation', success: 'Asset detached successfully.' },
  },
  {
    name: 'associates: detaching a change',
    call: 'delete /service-desk/api/detach-change/ticket',
    arrange: () => {
      serveAssets();
      serveChanges();
    },
    prepare: openChangeDetach,
    submit: inDialog('Detach'),
    dialog: 'closes',
    twice: { name: 'change detach confirmation', success: 'Change detached successfully.' },
  },
  {
    name: 'action bar: the actions when the host passes none (attach assets stays)',
    call: `get ${PERMISSIONS}`,
    arrange: () => serveProblem(),
    render: () => renderWithPlugin(<TicketActionBar ticketId={9} />),
    expect: 'silent',
    settled: async () => {
      expect(await screen.findByRole('button', { name: 'Attach assets' })).toBeInTheDocument();
    },
  },
  {
    name: 'action bar: attaching assets',
    call: 'post /service-desk/api/ticket-attach-assets',
    arrange: serveAssetDialog,
    render: renderBar,
    prepare: chooseAsset,
    ...dialogKeptForRetry('Submit', { checked: [['checkbox', 'Select Spare laptop']] }),
    twice: { name: 'attach assets', success: 'Assets attached successfully.' },
  },
  {
    name: 'action bar: attaching an existing problem',
    call: 'post /service-desk/api/problem-attach-ticket/9/5',
    arrange: serveProblemLookup,
    render: renderBar,
    prepare: chooseProblem,
    ...dialogKeptForRetry('Attach', { checked: [['radio', 'VPN drops every hour']] }),
    twice: { name: 'attach existing problem', success: 'Problem attached successfully.' },
  },
  {
    name: 'action bar: attaching a change',
    call: 'post /service-desk/api/attach-change/ticket',
    arrange: serveChangeLookup,
    render: renderBar,
    prepare: chooseChange,
    ...dialogKeptForRetry('Attach'),
    twice: { name: 'attach change', success: 'Change attached successfully.' },
  },
  {
    name: 'action bar: detaching the problem',
    call: 'delete /service-desk/api/problem-detach-ticket/5/9',
    arrange: serveAttachedProblem,
    render: renderBar,
    prepare: openProblemDetach,
    submit: inDialog('Detach'),
    dialog: 'closes',
    twice: { name: 'detach problem confirmation', success: 'Ticket detached successfully.' },
  },
  {
    name: 'problem row: loading the problem',
    call: `get ${PROBLEM_LIST}`,
    arrange: () => undefined,
    render: () => renderWithPlugin(<TicketProblemRow ticketId={9} />),
  },
  {
    name: 'permission box: listing the permissions',
    call: `get ${PERMISSIONS}`,
    arrange: () => undefined,
    render: () => renderWithPlugin(<AgentPermissionsBox agentId={5} />),
  },
  {
    name: 'permissions dialog: listing the permissions',
    call: `get ${PERMISSIONS}`,
    arrange: () => undefined,
    render: renderPermissionsButton,
    act: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Update permissions' }));
    },
    dialog: 'stays',
  },
  {
    name: 'permissions dialog: saving',
    call: 'post /api/user/attach-permissions',
    arrange: servePermissions,
    render: renderPermissionsButton,
    prepare: checkPermission,
    ...dialogKeptForRetry('Save', { checked: [['checkbox', 'Create problem']] }),
    twice: { name: 'update permissions', success: 'Permissions updated successfully.' },
  },
  {
    name: 'asset picker: the assets lookup (the message in the open list)',
    call: 'get /service-desk/api/dependency/assets',
    arrange: () => undefined,
    render: () => renderWithPlugin(<AssetPickerField fieldName="asset_ids" />),
    act: async (user) => {
      await user.click(screen.getByRole('combobox', { name: 'Assets' }));
    },
    after: () => expect(screen.getByRole('combobox', { name: 'Assets' })).toBeEnabled(),
  },
]);
