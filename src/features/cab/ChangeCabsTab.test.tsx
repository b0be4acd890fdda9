import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangeCabsTab } from '@/features/cab';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';

const boards = [
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
        approve_users: [
          { id: 8, name: 'Sam Agent', status: 'APPROVED' },
          { id: 12, name: 'Lee Ops', status: 'PENDING' },
        ],
        approve_user_types: [],
      },
      {
        id: 402,
        name: 'Management sign-off',
        status: 'PENDING',
        is_active: false,
        approve_users: [],
        approve_user_types: [{ id: 1, name: 'Admin', status: 'PENDING' }],
      },
    ],
  },
  {
    id: 39,
    name: 'Standard Change Board',
    status: 'DENIED',
    send_auto_reminders: false,
    approval_levels: [
      {
        id: 391,
        name: 'Service owner review',
        status: 'DENIED',
        is_active: false,
        approve_users: [{ id: 8, name: 'Sam Agent', status: 'DENIED' }],
        approve_user_types: [],
      },
    ],
  },
];

function serveStatus(body: nock.Body = { data: boards }) {
  nock(API).get('/service-desk/api/change-approval-status/5').reply(200, body).persist();
}

function renderTab(flags = { allowed_cab_action: true, remove_cab: true }) {
  const onChanged = jest.fn();
  renderWithPlugin(<ChangeCabsTab changeId={5} flags={flags} onChanged={onChanged} />);
  return { onChanged };
}

describe('ChangeCabsTab', () => {
  it('shows boards, levels and approvers with their statuses; inactive levels are half opaque', async () => {
    serveStatus();
    renderTab();
    const major = await screen.findByRole('region', { name: /Major Change Board/ });
    expect(within(major).getByRole('heading', { name: 'Pending Major Change Board' })).toBeInTheDocument();
    const technical = within(major).getByRole('group', { name: 'Level: Technical review' });
    expect(technical).not.toHaveClass('opacity-50');
    expect(within(technical).getByText('Sam Agent').previousElementSibling).toHaveTextContent('Approved');
    expect(within(technical).getByText('Lee Ops').previousElementSibling).toHaveTextContent('Pending');
    const management = within(major).getByRole('group', { name: 'Level: Management sign-off' });
    expect(management).toHaveClass('opacity-50');
    expect(within(management).getByText('Admin')).toBeInTheDocument();
    expect(within(management).getByText('User types')).toBeInTheDocument();
    const standard = screen.getByRole('region', { name: /Standard Change Board/ });
    expect(within(standard).getByRole('heading', { name: 'Denied Standard Change Board' })).toBeInTheDocument();
    expect(standard.querySelector('[data-icon="exclamation"]')).not.toBeNull();
    expect(major.querySelector('[data-icon="check"]')).not.toBeNull();
    expect(major.querySelector('[data-icon="time"]')).not.toBeNull();

    // Actions only on the pending board; reminders and approver changes only on the active level.
    expect(within(standard).queryByRole('button')).not.toBeInTheDocument();
    expect(within(management).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(technical).getByRole('button', { name: 'Send a reminder to the level Technical review' }),
    ).toBeEnabled();
    expect(within(technical).getByRole('button', { name: 'Send a reminder to Lee Ops' })).toBeEnabled();
    expect(within(technical).queryByRole('button', { name: 'Send a reminder to Sam Agent' })).not.toBeInTheDocument();
    expect(within(technical).getByRole('button', { name: 'Remove approver Lee Ops' })).toBeEnabled();
    expect(within(major).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(within(major).getByRole('button', { name: 'Deny' })).toBeEnabled();
    expect(within(major).getByRole('button', { name: 'Remove approval' })).toBeEnabled();
    expect(within(major).getByRole('button', { name: 'Stop automatic reminders' })).toBeEnabled();
  });

  it('offers approve / deny only with allowed_cab_action, and removal, approvers and reminders only with remove_cab', async () => {
    serveStatus();
    renderTab({ allowed_cab_action: false, remove_cab: false });
    const major = await screen.findByRole('region', { name: /Major Change Board/ });
    expect(within(major).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(major).queryByRole('button', { name: 'Deny' })).not.toBeInTheDocument();
    expect(within(major).queryByRole('button', { name: 'Remove approval' })).not.toBeInTheDocument();
    // A view-only agent sees the board and its approvers, and is offered nothing the server refuses.
    expect(within(major).getByText('Lee Ops')).toBeInTheDocument();
    expect(within(major).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets an editor who is not an approver manage the board without deciding', async () => {
    serveStatus();
    renderTab({ allowed_cab_action: false, remove_cab: true });
    const major = await screen.findByRole('region', { name: /Major Change Board/ });
    expect(within(major).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(major).getByRole('button', { name: 'Add approver' })).toBeEnabled();
    expect(within(major).getByRole('button', { name: 'Remove approver Lee Ops' })).toBeEnabled();
    expect(within(major).getByRole('button', { name: 'Stop automatic reminders' })).toBeEnabled();
  });

  it('removes the approval after confirmation, without a comment, and tells the view', async () => {
    serveStatus();
    const removed = nock(API)
      .delete('/service-desk/api/remove-cab-approval/5')
      .reply(200, { message: 'CAB approval removed successfully.' });
    const { onChanged } = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove approval' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('CAB approval removed successfully.')).toHaveAttribute('data-area', 'change-cabs');
    expect(removed.isDone()).toBe(true);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('sends reminders for a level and an approver, and stops automatic reminders', async () => {
    serveStatus();
    const bodies: unknown[] = [];
    nock(API)
      .post('/service-desk/api/send-reminder', (body) => {
        bodies.push(body);
        return true;
      })
      .times(2)
      .reply(200, { message: 'Reminder sent successfully.' });
    const stopped = nock(API)
      .get('/service-desk/api/stop-auto-reminder/40')
      .reply(200, { message: 'Automatic reminders stopped.' });
    const { onChanged } = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Send a reminder to the level Technical review' }));
    expect(await screen.findByText('Reminder sent successfully.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a reminder to Lee Ops' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([
      { type: 'level', change_id: 5, id: 401 },
      { type: 'approver', change_id: 5, id: 12, level_id: 401, approver_type: 'user' },
    ]);
    const stop = screen.getByRole('button', { name: 'Stop automatic reminders' });
    await waitFor(() => expect(stop).toBeEnabled());
    await userEvent.click(stop);
    expect(await screen.findByText('Automatic reminders stopped.')).toBeInTheDocument();
    expect(stopped.isDone()).toBe(true);
    expect(onChanged).toHaveBeenCalledTimes(3);
  });

  it("shows the server's message where a reminder fails", async () => {
    serveStatus();
    nock(API).post('/service-desk/api/send-reminder').reply(422, {
      message: 'A reminder can be sent only for an active level or approver that is pending.',
      errors: {},
    });
    const { onChanged } = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Send a reminder to Lee Ops' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A reminder can be sent only for an active level or approver that is pending.',
    );
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('opens the decision and approver dialogs from the board', async () => {
    serveStatus();
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    expect(screen.getByRole('dialog', { name: 'Deny the change' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Add approver' }));
    expect(screen.getByRole('dialog', { name: 'Add approver' })).toHaveTextContent('Level: Technical review');
  });

  it('says when no CAB has been applied, and shows a failed load', async () => {
    serveStatus({ data: [] });
    renderTab();
    expect(await screen.findByText('No CAB has been applied to this change.')).toBeInTheDocument();
  });

  it('shows the error when the status cannot be loaded', async () => {
    nock(API).get('/service-desk/api/change-approval-status/5').reply(404, { message: 'Change not found.' });
    renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Change not found.');
  });
});
