import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ApplyCabDialog, ApproverDialog, CabDecisionDialog, ChangeCabsTab } from '@/features/cab';
import ChangeApprovalScreen from '@/features/cab/screens/ChangeApprovalScreen';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeScreenCalls, inDialog, onScreen, keptForRetry } from '@/testing/screenCalls';
import { serveGet, serveLookup } from '@/testing/serve';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';

jest.setTimeout(20_000);

const HASH = 'b'.repeat(64);
const LEVEL = { id: 401, name: 'Technical review', status: 'PENDING', is_active: true, approve_user_types: [] };
const BOARD = { id: 40, name: 'Major Change Board', status: 'PENDING', send_auto_reminders: true };
const BOARDS = [
  { ...BOARD, approval_levels: [{ ...LEVEL, approve_users: [{ id: 12, name: 'Lee Ops', status: 'PENDING' }] }] },
];
const nothing = () => undefined;

const serveChange = () =>
  serveGet(`/service-desk/api/change-conversation/${HASH}`, {
    data: { change: { subject: 'Replace core switch', description: '<p>Swap it</p>' } },
  });
const serveStatus = () => serveGet('/service-desk/api/change-approval-status/5', { data: BOARDS });
const serveCabs = () => serveLookup('/service-desk/api/dependency/cabs', [{ id: 2, name: 'Major Change Board' }]);
const serveAgents = () => serveLookup('/api/dependency/agents', [{ id: 8, name: 'Sam Agent' }]);

const renderApproval = () => renderWithPlugin(<ChangeApprovalScreen params={{ hash: HASH }} />);
const renderTab = () =>
  renderWithPlugin(
    <ChangeCabsTab changeId={5} flags={{ allowed_cab_action: true, remove_cab: true }} onChanged={nothing} />,
  );
let onApplied = jest.fn();
beforeEach(() => {
  onApplied = jest.fn();
});
const renderApply = () =>
  renderWithPlugin(<ApplyCabDialog changeId={5} show onClose={nothing} onApplied={onApplied} />);
const renderDecision = () =>
  renderWithPlugin(<CabDecisionDialog changeId={5} action="approve" onClose={nothing} onChanged={nothing} />);
const target = { mode: 'add', levelId: 401, levelName: 'Technical review' } as const;
const renderAddApprover = () =>
  renderWithPlugin(<ApproverDialog changeId={5} target={target} onClose={nothing} onChanged={nothing} />);

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

const click = (name: string) => async (user: UserEvent) => {
  await user.click(await screen.findByRole('button', { name }));
};

describeScreenCalls('the CAB screens', { render: renderTab, arrange: serveStatus }, [
  {
    name: 'approval page: loading the change',
    call: `get /service-desk/api/change-conversation/${HASH}`,
    arrange: nothing,
    render: renderApproval,
    after: () => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/not found/i),
  },
  {
    name: 'approval page: deciding',
    call: `post /service-desk/api/approval-action/${HASH}`,
    arrange: serveChange,
    render: renderApproval,
    prepare: typeComment,
    submit: onScreen('Approve'),
    typed: [{ label: 'Comment', value: 'Looks safe' }],
    fieldError: { field: 'comment', shown: true },
    after: async () => {
      expect(await screen.findByRole('button', { name: 'Approve' })).toBeVisible();
    },
    twice: { name: 'approval page', success: 'Change approved.' },
  },
  { name: 'CAB tab: the approval status', call: 'get /service-desk/api/change-approval-status/5', arrange: nothing },
  {
    name: 'CAB tab: removing the approval',
    call: 'delete /service-desk/api/remove-cab-approval/5',
    prepare: click('Remove approval'),
    submit: inDialog('Remove'),
    dialog: 'closes',
    twice: { name: 'remove CAB approval', success: 'Approval removed.' },
  },
  {
    name: 'CAB tab: sending a reminder',
    call: 'post /service-desk/api/send-reminder',
    act: click('Send a reminder to Lee Ops'),
    after: () => expect(screen.getByRole('button', { name: 'Send a reminder to Lee Ops' })).toBeEnabled(),
  },
  {
    name: 'CAB tab: stopping automatic reminders',
    call: 'get /service-desk/api/stop-auto-reminder/40',
    act: click('Stop automatic reminders'),
  },
  {
    name: 'apply CAB dialog: applying',
    call: 'post /service-desk/api/apply-cab-approval',
    arrange: serveCabs,
    render: renderApply,
    prepare: chooseCab,
    submit: onScreen('Proceed'),
    dialog: 'stays',
    after: () => expect(screen.getByRole('button', { name: 'Proceed' })).toBeEnabled(),
    twice: {
      name: 'apply CAB',
      success: 'CAB applied.',
      done: () => waitFor(() => expect(onApplied).toHaveBeenCalledWith('CAB applied.')),
    },
  },
  {
    name: 'decision dialog: deciding',
    call: 'post /service-desk/api/approval-action-without-hash/5',
    arrange: nothing,
    render: renderDecision,
    prepare: typeComment,
    dialog: 'stays',
    ...keptForRetry('Approve', 'comment', [{ label: 'Comment', value: 'Looks safe' }]),
    twice: { name: 'CAB decision', success: 'Change approved.' },
  },
  {
    name: 'approver dialog: adding',
    call: 'post /service-desk/api/cab/add-approver',
    arrange: serveAgents,
    render: renderAddApprover,
    prepare: fillApprover,
    dialog: 'stays',
    ...keptForRetry('Add', 'comment', [{ label: 'Reason', value: 'Finance sign-off needed' }]),
    twice: { name: 'add approver', success: 'Approver added.' },
  },
]);

describeUnmountWhileLoading([['change approval page', renderApproval]]);
