import { screen, within } from '@testing-library/react';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { serveGet } from '@/testing/serve';
import CabViewScreen from './CabViewScreen';

const CAB = {
  id: 7,
  name: 'Network board',
  action_on_approve: { id: 4, name: 'Pending Release' },
  action_on_deny: null,
  send_auto_reminders: 1,
  reminder_interval: 8,
  levels: [],
};
const ENTRY = {
  id: 1,
  name: 'Ada Admin created the CAB <b>Network board</b>',
  created_at: '2024-01-01 10:00:00',
  creator: { id: 1, full_name: 'Ada Admin', profile_pic: null },
};

const serveLog = (total: number) =>
  serveGet('/service-desk/api/cab-log/7', { data: { cab_activity_logs: { data: [ENTRY], total, per_page: 10 } } });

describe('the CAB view', () => {
  it('titles its card with the name, shows the actions and YES for reminders, and only the activity tab', async () => {
    serveGet('/service-desk/api/cab/7', { data: CAB });
    const logQueries = serveLog(1);
    renderWithPlugin(<CabViewScreen params={{ id: '7' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Network board' })).toBeInTheDocument();
    const details = screen.getByLabelText('CAB details');
    expect(within(details).getByText('Action on approve').nextSibling).toHaveTextContent('Pending Release');
    expect(within(details).getByText('Action on deny').nextSibling).toHaveTextContent('--');
    expect(within(details).getByText('Automatic reminders').nextSibling).toHaveTextContent('YES');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Activity log']);
    expect(await screen.findByText('Network board', { selector: 'b' })).toBeInTheDocument();
    expect(logQueries[0]).toEqual({ page: '1', limit: '10', 'sort-order': 'desc' });
    expect(screen.queryByRole('navigation', { name: /pagination/i })).not.toBeInTheDocument();
  });

  it('says NO when the CAB sends no automatic reminders, and pages a log of more than 10 entries', async () => {
    serveGet('/service-desk/api/cab/7', { data: { ...CAB, send_auto_reminders: 0, reminder_interval: null } });
    serveLog(25);
    renderWithPlugin(<CabViewScreen params={{ id: '7' }} />);
    const details = await screen.findByLabelText('CAB details');
    expect(within(details).getByText('Automatic reminders').nextSibling).toHaveTextContent('NO');
    expect(await screen.findByRole('navigation', { name: /pagination/i })).toBeInTheDocument();
  });
});
