import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { TicketActionBar } from '@/features/ticket-slots/actions/TicketActionBar';
import { AssetPickerField } from '@/features/ticket-slots/asset-picker/AssetPickerField';
import { TicketAssociates } from '@/features/ticket-slots/associates/TicketAssociates';
import { AgentPermissionsBox } from '@/features/ticket-slots/permissions/AgentPermissionsBox';
import { UserPermissionsButton } from '@/features/ticket-slots/permissions/UserPermissionsButton';
import { TicketProblemRow } from '@/features/ticket-slots/problem-row/TicketProblemRow';
import { lookupPage, renderWithPlugin } from '@/testing/renderWithPlugin';
import { serveGet, serveLookup } from '@/testing/serve';
import { describeBadAnswers, describeDoubleSubmits, dialog } from '@/testing/badAnswers';
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
};
const serveProblemLookup = () => {
  serveProblem();
  serveLookup('/service-desk/api/dependency/problems', [{ id: 5, name: 'VPN drops every hour' }]);
};
const serveChangeLookup = () => {
  serveProblem();
  serveGet(
    '/service-desk/api/dependency/changes_based_on_ticket',
    lookupPage([{ id: 4, name: 'CHG-0004 Swap the gateway' }]),
  );
};
const serveAttachedProblem = () => serveProblem([{ id: 5, subject: 'VPN drops every hour' }]);

const enabledIn = (name: string) => () => waitFor(() => expect(dialog().getByRole('button', { name })).toBeEnabled());

describeBadAnswers('the ticket slots with bad answers', [
  {
    name: 'associates: the assets tab',
    method: 'get',
    path: ASSET_LIST,
    arrange: () => undefined,
    render: renderAssociates,
    expect: 'alert',
  },
  {
    name: 'associates: the changes tab',
    method: 'get',
    path: ATTACHED_CHANGES,
    arrange: serveAssets,
    render: renderAssociates,
    act: (user) => openTab(user, 'Changes'),
    expect: 'alert',
  },
  {
    name: 'associates: the contracts tab',
    method: 'get',
    path: CONTRACTS,
    arrange: serveAssets,
    render: renderAssociates,
    act: (user) => openTab(user, 'Contracts'),
    expect: 'alert',
  },
  {
    name: 'associates: the actions when the host passes none (silent)',
    method: 'get',
    path: PERMISSIONS,
    arrange: serveAssets,
    render: () => renderWithPlugin(<TicketAssociates scope="ticket" id={9} />),
    expect: 'silent',
    settled: async () => {
      expect(await screen.findByText('Mail server')).toBeInTheDocument();
    },
  },
  {
    name: 'associates: detaching an asset',
    method: 'delete',
    path: '/service-desk/api/detach-asset/9/11',
    arrange: serveAssets,
    render: renderAssociates,
    act: async (user) => {
      await openAssetDetach(user);
      await user.click(dialog().getByRole('button', { name: 'Detach' }));
    },
    expect: 'alert',
    dialog: 'closes',
    after: () => expect(screen.getByRole('button', { name: 'Detach: Mail server' })).toBeEnabled(),
  },
  {
    name: 'associates: detaching a change',
    method: 'delete',
    path: '/service-desk/api/detach-change/ticket',
    arrange: () => {
      serveAssets();
      serveChanges();
    },
    render: renderAssociates,
    act: async (user) => {
      await openChangeDetach(user);
      await user.click(dialog().getByRole('button', { name: 'Detach' }));
    },
    expect: 'alert',
    dialog: 'closes',
  },
  {
    name: 'action bar: the actions when the host passes none (attach assets stays)',
    method: 'get',
    path: PERMISSIONS,
    arrange: () => serveProblem(),
    render: () => renderWithPlugin(<TicketActionBar ticketId={9} />),
    expect: 'silent',
    settled: async () => {
      expect(await screen.findByRole('button', { name: 'Attach assets' })).toBeInTheDocument();
    },
  },
  {
    name: 'action bar: attaching assets',
    method: 'post',
    path: '/service-desk/api/ticket-attach-assets',
    arrange: serveAssetDialog,
    render: renderBar,
    act: async (user) => {
      await chooseAsset(user);
      await user.click(dialog().getByRole('button', { name: 'Submit' }));
    },
    expect: 'alert',
    dialog: 'stays',
    after: async () => {
      await enabledIn('Submit')();
      expect(dialog().getByRole('checkbox', { name: 'Select Spare laptop' })).toBeChecked();
    },
  },
  {
    name: 'action bar: attaching an existing problem',
    method: 'post',
    path: '/service-desk/api/problem-attach-ticket/9/5',
    arrange: serveProblemLookup,
    render: renderBar,
    act: async (user) => {
      await chooseProblem(user);
      await user.click(dialog().getByRole('button', { name: 'Attach' }));
    },
    expect: 'alert',
    dialog: 'stays',
    after: async () => {
      await enabledIn('Attach')();
      expect(dialog().getByRole('radio', { name: 'VPN drops every hour' })).toBeChecked();
    },
  },
  {
    name: 'action bar: attaching a change',
    method: 'post',
    path: '/service-desk/api/attach-change/ticket',
    arrange: serveChangeLookup,
    render: renderBar,
    act: async (user) => {
      await chooseChange(user);
      await user.click(dialog().getByRole('button', { name: 'Attach' }));
    },
    expect: 'alert',
    dialog: 'stays',
    after: enabledIn('Attach'),
  },
  {
    name: 'action bar: detaching the problem',
    method: 'delete',
    path: '/service-desk/api/problem-detach-ticket/5/9',
    arrange: serveAttachedProblem,
    render: renderBar,
    act: async (user) => {
      await openProblemDetach(user);
      await user.click(dialog().getByRole('button', { name: 'Detach' }));
    },
    expect: 'alert',
    dialog: 'closes',
  },
  {
    name: 'problem row: loading the problem',
    method: 'get',
    path: PROBLEM_LIST,
    arrange: () => undefined,
    render: () => renderWithPlugin(<TicketProblemRow ticketId={9} />),
    expect: 'alert',
  },
  {
    name: 'permission box: listing the permissions',
    method: 'get',
    path: PERMISSIONS,
    arrange: () => undefined,
    render: () => renderWithPlugin(<AgentPermissionsBox agentId={5} />),
    expect: 'alert',
  },
  {
    name: 'permissions dialog: listing the permissions',
    method: 'get',
    path: PERMISSIONS,
    arrange: () => undefined,
    render: () => renderWithPlugin(<UserPermissionsButton userId={4} />),
    act: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Update permissions' }));
    },
    expect: 'alert',
    dialog: 'stays',
  },
  {
    name: 'permissions dialog: saving',
    method: 'post',
    path: '/api/user/attach-permissions',
    arrange: servePermissions,
    render: () => renderWithPlugin(<UserPermissionsButton userId={4} />),
    act: async (user) => {
      await checkPermission(user);
      await user.click(dialog().getByRole('button', { name: 'Save' }));
    },
    expect: 'alert',
    dialog: 'stays',
    after: async () => {
      await enabledIn('Save')();
      expect(dialog().getByRole('checkbox', { name: 'Create problem' })).toBeChecked();
    },
  },
  {
    name: 'asset picker: the assets lookup (the message in the open list)',
    method: 'get',
    path: '/service-desk/api/dependency/assets',
    arrange: () => undefined,
    render: () => renderWithPlugin(<AssetPickerField fieldName="asset_ids" />),
    act: async (user) => {
      await user.click(screen.getByRole('combobox', { name: 'Assets' }));
    },
    expect: 'alert',
    after: () => expect(screen.getByRole('combobox', { name: 'Assets' })).toBeEnabled(),
  },
]);

describeDoubleSubmits('the ticket slot submits', [
  {
    name: 'asset detach confirmation',
    method: 'delete',
    path: '/service-desk/api/detach-asset/9/11',
    success: { message: 'Asset detached successfully.' },
    arrange: serveAssets,
    render: renderAssociates,
    prepare: openAssetDetach,
    submit: () => dialog().getByRole('button', { name: 'Detach' }),
    done: async () => {
      expect(await screen.findByText('Asset detached successfully.')).toBeInTheDocument();
    },
  },
  {
    name: 'change detach confirmation',
    method: 'delete',
    path: '/service-desk/api/detach-change/ticket',
    success: { message: 'Change detached successfully.' },
    arrange: () => {
      serveAssets();
      serveChanges();
    },
    render: renderAssociates,
    prepare: openChangeDetach,
    submit: () => dialog().getByRole('button', { name: 'Detach' }),
    done: async () => {
      expect(await screen.findByText('Change detached successfully.')).toBeInTheDocument();
    },
  },
  {
    name: 'attach assets',
    method: 'post',
    path: '/service-desk/api/ticket-attach-assets',
    success: { message: 'Assets attached successfully.' },
    arrange: serveAssetDialog,
    render: renderBar,
    prepare: chooseAsset,
    submit: () => dialog().getByRole('button', { name: 'Submit' }),
    done: async () => {
      expect(await screen.findByText('Assets attached successfully.')).toBeInTheDocument();
    },
  },
  {
    name: 'attach existing problem',
    method: 'post',
    path: '/service-desk/api/problem-attach-ticket/9/5',
    success: { message: 'Problem attached successfully.' },
    arrange: serveProblemLookup,
    render: renderBar,
    prepare: chooseProblem,
    submit: () => dialog().getByRole('button', { name: 'Attach' }),
    done: async () => {
      expect(await screen.findByText('Problem attached successfully.')).toBeInTheDocument();
    },
  },
  {
    name: 'attach change',
    method: 'post',
    path: '/service-desk/api/attach-change/ticket',
    success: { message: 'Change attached successfully.' },
    arrange: serveChangeLookup,
    render: renderBar,
    prepare: chooseChange,
    submit: () => dialog().getByRole('button', { name: 'Attach' }),
    done: async () => {
      expect(await screen.findByText('Change attached successfully.')).toBeInTheDocument();
    },
  },
  {
    name: 'detach problem confirmation',
    method: 'delete',
    path: '/service-desk/api/problem-detach-ticket/5/9',
    success: { message: 'Ticket detached successfully.' },
    arrange: serveAttachedProblem,
    render: renderBar,
    prepare: openProblemDetach,
    submit: () => dialog().getByRole('button', { name: 'Detach' }),
    done: async () => {
      expect(await screen.findByText('Ticket detached successfully.')).toBeInTheDocument();
    },
  },
  {
    name: 'update permissions',
    method: 'post',
    path: '/api/user/attach-permissions',
    success: { message: 'Permissions updated successfully.' },
    arrange: servePermissions,
    render: () => renderWithPlugin(<UserPermissionsButton userId={4} />),
    prepare: checkPermission,
    submit: () => dialog().getByRole('button', { name: 'Save' }),
    done: async () => {
      expect(await screen.findByText('Permissions updated successfully.')).toBeInTheDocument();
    },
  },
]);
