import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ApplyCabDialog, ApproverDialog, CabDecisionDialog, ChangeCabsTab } from '@/features/cab';
import ChangeApprovalScreen from '@/features/cab/screens/ChangeApprovalScreen';
import { API, lookupPage, renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';
import { describeBadAnswers, describeDoubleSubmits, dialog } from '@/testing/badAnswers';

jest.setTimeout(20_000);

const HASH = 'b'.repeat(64);
const BOARDS = [
  {
    id: 40,
    name: 'Major Change Board',
    status: 'PENDING',
    send_auto_reminders: true,
    approval_levels: [
      {
        id: 401,
        name: 'Technical review',
        status: 'PENDING',
        is_active: true,
        approve_users: [{ id: 12, name: 'Lee Ops', status: 'PENDING' }],
        approve_user_types: [],
      },
    ],
  },
];
const LEVEL = { levelId: 401, levelName: 'Technical review' };

const serveChange = () =>
  nock(API)
    .persist()
    .get(`/service-desk/api/change-conversation/${HASH}`)
    .reply(200, { data: { change: { subject: 'Replace core switch', description: '<p>Swap it</p>' } } });
const serveStatus = () =>
  nock(API).persist().get('/service-desk/api/change-approval-status/5').reply(200, { data: BOARDS });
const serveCabs = () =>
  nock(API)
    .persist()
    .get('/service-desk/api/dependency/cabs')
    .query(true)
    .reply(200, lookupPage([{ id: 2, name: 'Major Change Board' }]));
const serveAgents = () =>
  nock(API)
    .persist()
    .get('/api/dependency/agents')
    .query(true)
    .reply(200, lookupPage([{ id: 8, name: 'Sam Agent' }]));

const renderApproval = () => renderWithPlugin(<ChangeApprovalScreen params={{ hash: HASH }} />);
const renderTab = () =>
  renderWithPlugin(
    <ChangeCabsTab changeId={5} flags={{ allowed_cab_action: true, remove_cab: true }} onChanged={() => undefined} />,
  );
let onApplied = jest.fn();
beforeEach(() => {
  onApplied = jest.fn();
});
const renderApply = () =>
  renderWithPlugin(<ApplyCabDialog changeId={5} show onClose={() => undefined} onApplied={onApplied} />);
const renderDecision = () =>
  renderWithPlugin(
    <CabDecisionDialog changeId={5} action="approve" onClose={() => undefined} onChanged={() => undefined} />,
  );
const renderAddApprover = () =>
  renderWithPlugin(
    <ApproverDialog
      changeId={5}
      target={{ mode: 'add', ...LEVEL }}
      onClose={() => undefined}
      onChanged={() => undefined}
    />,
  );

async function typeComment(user: UserEvent) {
  await user.type(await screen.findByLabelText('Comment'), 'Looks safe');
}

async function chooseCab(user: UserEvent) {
  await user.click(screen.getByRole('combobox', { name: 'CAB' }));
  await user.click(await screen.findByRole('option', { name: 'Major Change Board' }));
}

async function fillApprover(user: UserEvent) {
  await user.click(screen.getByRole('combobox', { name: 'Approver' }));
  await user.click(await screen.findByRole('option', { name: 'Sam Agent' }));
  await user.type(screen.getByLabelText('Reason'), 'Finance sign-off needed');
}

describeBadAnswers('the CAB screens with bad answers', [
  {
    name: 'approval page: loading the change',
    method: 'get',
    path: `/service-desk/api/change-conversation/${HASH}`,
    arrange: () => undefined,
    render: renderApproval,
    expect: 'alert',
    after: () => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/not found/i),
  },
  {
    name: 'approval page: deciding',
    method: 'post',
    path: `/service-desk/api/approval-action/${HASH}`,
    arrange: serveChange,
    render: renderApproval,
    act: async (user) => {
      await typeComment(user);
      await user.click(screen.getByRole('button', { name: 'Approve' }));
    },
    expect: 'alert',
    typed: [{ label: 'Comment', value: 'Looks safe' }],
    fieldError: { field: 'comment', shown: true },
    after: async () => {
      expect(await screen.findByRole('button', { name: 'Approve' })).toBeVisible();
    },
  },
  {
    name: 'CAB tab: the approval status',
    method: 'get',
    path: '/service-desk/api/change-approval-status/5',
    arrange: () => undefined,
    render: renderTab,
    expect: 'alert',
  },
  {
    name: 'CAB tab: removing the approval',
    method: 'delete',
    path: '/service-desk/api/remove-cab-approval/5',
    arrange: serveStatus,
    render: renderTab,
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Remove approval' }));
      await user.click(dialog().getByRole('button', { name: 'Remove' }));
    },
    expect: 'alert',
    dialog: 'closes',
  },
  {
    name: 'CAB tab: sending a reminder',
    method: 'post',
    path: '/service-desk/api/send-reminder',
    arrange: serveStatus,
    render: renderTab,
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Send a reminder to Lee Ops' }));
    },
    expect: 'alert',
    after: () => expect(screen.getByRole('button', { name: 'Send a reminder to Lee Ops' })).toBeEnabled(),
  },
  {
    name: 'CAB tab: stopping automatic reminders',
    method: 'get',
    path: '/service-desk/api/stop-auto-reminder/40',
    arrange: serveStatus,
    render: renderTab,
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Stop automatic reminders' }));
    },
    expect: 'alert',
  },
  {
    name: 'apply CAB dialog: applying',
    method: 'post',
    path: '/service-desk/api/apply-cab-approval',
    arrange: serveCabs,
    render: renderApply,
    act: async (user) => {
      await chooseCab(user);
      await user.click(screen.getByRole('button', { name: 'Proceed' }));
    },
    expect: 'alert',
    dialog: 'stays',
    after: () => expect(screen.getByRole('button', { name: 'Proceed' })).toBeEnabled(),
  },
  {
    name: 'decision dialog: deciding',
    method: 'post',
    path: '/service-desk/api/approval-action-without-hash/5',
    arrange: () => undefined,
    render: renderDecision,
    act: async (user) => {
      await typeComment(user);
      await user.click(screen.getByRole('button', { name: 'Approve' }));
    },
    expect: 'alert',
    dialog: 'stays',
    typed: [{ label: 'Comment', value: 'Looks safe' }],
    fieldError: { field: 'comment', shown: true },
    after: () => expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled(),
  },
  {
    name: 'approver dialog: adding',
    method: 'post',
    path: '/service-desk/api/cab/add-approver',
    arrange: serveAgents,
    render: renderAddApprover,
    act: async (user) => {
      await fillApprover(user);
      await user.click(screen.getByRole('button', { name: 'Add' }));
    },
    expect: 'alert',
    dialog: 'stays',
    typed: [{ label: 'Reason', value: 'Finance sign-off needed' }],
    fieldError: { field: 'comment', shown: true },
    after: () => expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled(),
  },
]);

describeDoubleSubmits('the CAB submits', [
  {
    name: 'approval page',
    method: 'post',
    path: `/service-desk/api/approval-action/${HASH}`,
    success: { message: 'Change approved.' },
    arrange: serveChange,
    render: renderApproval,
    prepare: typeComment,
    submit: () => screen.getByRole('button', { name: 'Approve' }),
    done: async () => {
      expect(await screen.findByText('Change approved.')).toBeInTheDocument();
    },
  },
  {
    name: 'apply CAB',
    method: 'post',
    path: '/service-desk/api/apply-cab-approval',
    success: { message: 'CAB applied.' },
    arrange: serveCabs,
    render: renderApply,
    prepare: chooseCab,
    submit: () => screen.getByRole('button', { name: 'Proceed' }),
    done: () => waitFor(() => expect(onApplied).toHaveBeenCalledWith('CAB applied.')),
  },
  {
    name: 'CAB decision',
    method: 'post',
    path: '/service-desk/api/approval-action-without-hash/5',
    success: { message: 'Change approved.' },
    arrange: () => undefined,
    render: renderDecision,
    prepare: typeComment,
    submit: () => screen.getByRole('button', { name: 'Approve' }),
    done: async () => {
      expect(await screen.findByText('Change approved.')).toBeInTheDocument();
    },
  },
  {
    name: 'add approver',
    method: 'post',
    path: '/service-desk/api/cab/add-approver',
    success: { message: 'Approver added.' },
    arrange: serveAgents,
    render: renderAddApprover,
    prepare: fillApprover,
    submit: () => screen.getByRole('button', { name: 'Add' }),
    done: async () => {
      expect(await screen.findByText('Approver added.')).toBeInTheDocument();
    },
  },
  {
    name: 'remove CAB approval',
    method: 'delete',
    path: '/service-desk/api/remove-cab-approval/5',
    success: { message: 'Approval removed.' },
    arrange: serveStatus,
    render: renderTab,
    prepare: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Remove approval' }));
    },
    submit: () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }),
    done: async () => {
      expect(await screen.findByText('Approval removed.')).toBeInTheDocument();
    },
  },
]);

describeUnmountWhileLoading([['change approval page', renderApproval]]);
