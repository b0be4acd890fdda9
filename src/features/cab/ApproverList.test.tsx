import nock from 'nock';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangeCabsTab } from '@/features/cab';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';

const HASH = 'a'.repeat(64);

const board = {
  id: 41,
  name: 'Emergency CAB',
  status: 'PENDING',
  send_auto_reminders: true,
  approval_levels: [
    {
      id: 411,
      name: 'Emergency approvers',
      status: 'PENDING',
      is_active: true,
      approve_users: [
        {
          id: 1,
          name: 'Ada Admin',
          status: 'PENDING',
          comment: null,
          acted_by: null,
          acted_at: null,
          approval_link: `/change-approval/${HASH}`,
        },
      ],
      approve_user_types: [
        {
          id: 2,
          name: 'Agent',
          status: 'APPROVED',
          comment: 'Fine by operations',
          acted_by: { id: 8, name: 'Sam Agent' },
          acted_at: '2026-03-02 09:30:00',
          approval_link: null,
        },
      ],
    },
  ],
};

function renderTab() {
  nock(API)
    .get('/service-desk/api/change-approval-status/5')
    .reply(200, { data: [board] })
    .persist();
  renderWithPlugin(
    <ChangeCabsTab changeId={5} flags={{ allowed_cab_action: true, remove_cab: true }} onChanged={jest.fn()} />,
  );
}

describe('the approvers of a CAB level', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('names who decided for a user type, with their comment', async () => {
    renderTab();
    const agents = (await screen.findByText('Agent')).closest('li') as HTMLElement;
    expect(agents).toHaveTextContent('Approved by Sam Agent');
    expect(within(agents).getByText('Comment: Fine by operations')).toBeInTheDocument();
    const admin = screen.getByText('Ada Admin').closest('li') as HTMLElement;
    expect(admin).not.toHaveTextContent(/ by /);
  });

  it('copies the signed-in approver’s own link and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTab();
    const copy = await screen.findByRole('button', { name: 'Copy my approval link' });
    expect(screen.getAllByRole('button', { name: 'Copy my approval link' })).toHaveLength(1);
    await userEvent.click(copy);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/change-approval/${HASH}`);
    expect(await screen.findByText('Approval link copied.')).toBeInTheDocument();
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy my approval link' }));
    const field = await screen.findByRole('textbox', {
      name: 'The link could not be copied; select it and copy it yourself:',
    });
    expect(field).toHaveValue(`${window.location.origin}/change-approval/${HASH}`);
  });
});
