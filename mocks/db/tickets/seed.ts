import type { SeedContext } from '../seeding/context';
import { allIds, weightedByName } from '../reference/seed';

const TICKET_SUBJECTS = [
  'Cannot connect to VPN from home',
  'Outlook keeps asking for my password',
  'Emails to clients stuck in the outbox',
  'Laptop will not boot after Windows update',
  'Shared drive S: not mapping at login',
  'Printer on 3rd floor jams constantly',
  'Teams calls drop after a few minutes',
  'Need access to the Finance SharePoint site',
  'Wi-Fi keeps disconnecting in meeting room 4',
  'Invoice PDF export fails in ERP',
  'Password reset link expired',
  'Slow performance on CRM dashboard',
  'Monitor flickering on docking station',
  'Cannot join Zoom meeting with external guests',
  'MFA prompt not arriving on phone',
  'Payroll report shows wrong totals',
  'New starter needs laptop and accounts',
  'Excel crashes when opening large workbook',
  'Website contact form not sending emails',
  'VPN disconnects every half hour',
  'Unable to print from Mac to Canon printer',
  'Calendar invites arrive twice',
  'Mobile phone not syncing email',
  'Access denied on HR system after role change',
  'File server very slow in the afternoon',
  'Cannot install approved software',
  'Backup job failed overnight',
  'Phishing email reported by user',
  'Desk phone has no dial tone',
  'Salesforce login loop',
  'Scanner sends blank pages to email',
  'Shared mailbox missing from Outlook',
  'Disk space warning on laptop',
  'Video conferencing camera not detected',
  'Expense app shows server error',
  'Wi-Fi guest portal not loading',
  'Locked out after too many login attempts',
  'Jira project permissions incorrect',
  'Remote desktop session freezes',
  'Email attachments blocked incorrectly',
  'Cannot access intranet from Berlin office',
  'Laptop battery drains within an hour',
  'Docking station USB ports not working',
  'Error 0x800CCC0E when sending mail',
  'Database report times out',
  'New printer needs adding to print server',
  'Screen sharing fails in Teams',
  'Password manager extension not loading',
  'ERP month-end job running very slowly',
  'Cannot open encrypted PDF from bank',
  'SSO fails for the HR portal',
  'Keyboard keys sticking on laptop',
  'OneDrive sync stuck on processing changes',
  'Request to restore deleted folder',
  'Antivirus blocking the CRM plugin',
  'Meeting room display shows no signal',
  'Internet very slow at Manchester office',
  'Certificate warning on internal site',
  'Timesheet system rejects submissions',
  'Out-of-office reply not working',
] as const;

export function seedTickets(context: SeedContext): void {
  const { random } = context;
  const requesterIds = context.ids("SELECT id FROM users WHERE role = 'user' ORDER BY id");
  const agentIds = context.agentIds();
  const teamIds = allIds(context, 'teams');
  const departmentIds = allIds(context, 'departments');
  const priorityIds = allIds(context, 'priorities');
  const statusChoices = weightedByName(context, 'statuses', { Open: 5, Resolved: 2, Closed: 3 });

  context.insertAll(
    'tickets',
    TICKET_SUBJECTS.map((subject, index) => {
      const created = context.randomPastDate(365);
      const assignment = random.weighted([
        ['agent', 6],
        ['team', 3],
        ['none', 1],
      ] as const);
      return {
        ticket_number: `AAAA-0000-${String(index + 1).padStart(4, '0')}`,
        subject,
        requester_id: random.pick(requesterIds),
        assigned_agent_id: assignment === 'agent' ? random.pick(agentIds) : null,
        assigned_team_id: assignment === 'team' ? random.pick(teamIds) : null,
        status_id: random.weighted(statusChoices),
        priority_id: random.pick(priorityIds),
        department_id: random.pick(departmentIds),
        created_at: context.dbDate(created),
        updated_at: context.dbDate(context.randomLaterDate(created, 30)),
      };
    }),
  );
}
