import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TicketsTab from './TicketsTab';
import type { TicketRow as ProblemTicketRow } from '@/api/tickets';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { columnNames } from '@/testing/listScreen';
import { recordPost, serveGet, serveLookup } from '@/testing/serve';
import { expectConfirmationRefused } from '@/testing/confirmations';

const TICKETS: ProblemTicketRow[] = [
  {
    id: 101,
    ticket_number: 'AAA-0101',
    subject: 'VPN drops',
    assignedTo: { id: 2, full_name: 'Sam Agent' },
    assignedTeam: { id: 4, name: 'Network' },
  },
  {
    id: 102,
    ticket_number: 'AAA-0102',
    subject: 'Mail slow',
    assignedTo: null,
    assignedTeam: { id: 4, name: 'Network' },
  },
  { id: 103, ticket_number: 'AAA-0103', subject: 'Printer jam', assignedTo: null, assignedTeam: null },
];

function serveTickets(rows: ProblemTicketRow[] = TICKETS) {
  return serveGet('/service-desk/api/problem-tickets/4', { data: { tickets: rows, total: rows.length } });
}

/** Records the bodies posted to the bulk-action call and answers with `status`. */
const acceptBulk = (status = 200, reply: object = { message: 'Tickets updated.' }) =>
  recordPost('/service-desk/api/problem-bulk-actions', reply, status);

const renderTab = () => renderWithPlugin(<TicketsTab problemId={4} canDetach canBulk onChanged={jest.fn()} />);

/** The bulk action `action` was sent, once, for `tickets`. */
const expectBulkSent = (bodies: unknown[], tickets: number[], action: object) =>
  waitFor(() => expect(bodies).toEqual([{ tickets, action }]));

/** The tab with `tickets` chosen and the bulk action `action` open: its dialog, its Update button and the bulk calls sent. */
async function openBulkFor(action: string, ...tickets: string[]) {
  const bodies = acceptBulk();
  renderTab();
  await chooseTickets(...tickets);
  const dialog = await openBulk(action);
  return { bodies, dialog, update: within(dialog).getByRole('button', { name: 'Update' }) };
}

async function chooseTickets(...numbers: string[]) {
  for (const number of numbers)
    await userEvent.click(await screen.findByRole('checkbox', { name: `Select ${number}` }));
}

async function openBulk(label: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Bulk actions' }));
  await userEvent.click(await screen.findByText(label, { selector: '.dropdown-item' }));
  return screen.findByRole('dialog', { name: label });
}

describe('the tickets tab', () => {
  it('lists the tickets with their link and assignee (agent, else team, else --)', async () => {
    const queries = serveTickets();
    const { navigateToUrl } = renderTab();
    const table = await screen.findByRole('table', { name: 'Associated tickets' });
    await within(table).findByText('VPN drops');
    expect(columnNames(table)).toEqual(['', 'ID', 'Ticket number', 'Subject', 'Assigned to', 'Action']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Sam Agent');
    expect(rows[1]).toHaveTextContent('Network');
    expect(rows[2]).toHaveTextContent('--');
    const link = within(rows[0]).getByRole('link', { name: 'AAA-0101' });
    expect(link).toHaveAttribute('href', '/thread/101');
    await userEvent.click(link);
    expect(navigateToUrl).toHaveBeenCalledWith('/thread/101');
    expect(within(rows[1]).getByRole('link', { name: 'Mail slow' })).toHaveAttribute('href', '/thread/102');
    expect(queries[0]).toEqual({ 'sort-field': 'id', 'sort-order': 'asc', page: '1', limit: '10' });
    // No bulk actions without a selection.
    expect(screen.queryByRole('button', { name: 'Bulk actions' })).toBeNull();
  });

  it('searches with search_query', async () => {
    const queries = serveTickets();
    renderTab();
    await screen.findByText('VPN drops');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'vpn');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ search_query: 'vpn', page: '1' }));
    expect(queries.at(-1)).not.toHaveProperty('search-query');
  });

  it('offers neither selection nor detach to a user who may only view', async () => {
    serveTickets();
    renderWithPlugin(<TicketsTab problemId={4} canDetach={false} canBulk={false} onChanged={jest.fn()} />);
    const table = await screen.findByRole('table', { name: 'Associated tickets' });
    await within(table).findByText('VPN drops');
    expect(columnNames(table)).toEqual(['ID', 'Ticket number', 'Subject', 'Assigned to']);
    expect(within(table).queryByRole('checkbox')).toBeNull();
  });

  it('detaches a ticket after confirmation', async () => {
    serveTickets();
    const detach = nock(API)
      .delete('/service-desk/api/problem-detach-ticket/4/102')
      .reply(200, { message: 'Ticket detached.' });
    const onChanged = jest.fn();
    renderWithPlugin(<TicketsTab problemId={4} canDetach canBulk onChanged={onChanged} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Detach: AAA-0102' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Detach' }));
    expect(await screen.findByText('Ticket detached.')).toHaveAttribute('data-area', 'problemAssociates');
    expect(detach.isDone()).toBe(true);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('closes the confirmation and shows the error when the detach fails', async () => {
    serveTickets();
    nock(API).delete('/service-desk/api/problem-detach-ticket/4/102').reply(500, { message: 'Detach failed.' });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Detach: AAA-0102' }));
    await expectConfirmationRefused('Detach', 'Detach failed.');
  });

  it('selects all tickets of the page with one checkbox', async () => {
    serveTickets();
    renderTab();
    await screen.findByText('VPN drops');
    const all = screen.getByRole('checkbox', { name: 'Select all tickets on this page' });
    await userEvent.click(all);
    for (const number of ['AAA-0101', 'AAA-0102', 'AAA-0103']) {
      expect(screen.getByRole('checkbox', { name: `Select ${number}` })).toBeChecked();
    }
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await userEvent.click(all);
    expect(screen.getByRole('checkbox', { name: 'Select AAA-0101' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Bulk actions' })).toBeNull();
  });

  it('changes the status of the chosen tickets: Update waits for a status; the selection is cleared after', async () => {
    const listQueries = serveTickets();
    const statusQueries = serveLookup('/api/dependency/statuses', [
      { id: 1, name: 'Open' },
      { id: 3, name: 'Closed' },
    ]);
    const bodies = acceptBulk();
    const onChanged = jest.fn();
    renderWithPlugin(<TicketsTab problemId={4} canDetach canBulk onChanged={onChanged} />);
    await chooseTickets('AAA-0101', 'AAA-0103');
    const dialog = await openBulk('Change status');
    const update = within(dialog).getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();
    const select = within(dialog).getByRole('combobox', { name: 'Status' });
    await within(select).findByRole('option', { name: 'Closed' });
    expect(statusQueries[0]).toMatchObject({ meta: 'true' });
    await userEvent.selectOptions(select, 'Closed');
    expect(update).toBeEnabled();
    await userEvent.click(update);
    expect(await screen.findByText('Tickets updated.')).toHaveAttribute('data-area', 'problemAssociates');
    expect(bodies).toEqual([{ tickets: [101, 103], action: { type: 'status', value: 3 } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Select AAA-0101' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Bulk actions' })).toBeNull();
    expect(onChanged).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(1));
  });

  it('changes the priority', async () => {
    serveTickets();
    serveLookup('/api/dependency/priorities', [
      { id: 2, name: 'Low' },
      { id: 4, name: 'Urgent' },
    ]);
    const { bodies, dialog, update } = await openBulkFor('Change priority', 'AAA-0102');
    const select = within(dialog).getByRole('combobox', { name: 'Priority' });
    await within(select).findByRole('option', { name: 'Urgent' });
    expect(update).toBeDisabled();
    await userEvent.selectOptions(select, 'Urgent');
    await userEvent.click(update);
    await expectBulkSent(bodies, [102], { type: 'priority', value: 4 });
  });

  it('assigns to an agent once one is chosen', async () => {
    serveTickets();
    const agentQueries = serveLookup('/api/dependency/agents', [{ id: 7, name: 'Alex Agent' }]);
    const { bodies, dialog, update } = await openBulkFor('Assign', 'AAA-0101');
    expect(within(dialog).getByRole('radio', { name: 'Agent' })).toBeChecked();
    expect(update).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Agent' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Alex Agent' }));
    expect(agentQueries.length).toBeGreaterThan(0);
    expect(update).toBeEnabled();
    await userEvent.click(update);
    await expectBulkSent(bodies, [101], { type: 'assign', value: { assigneeType: 'agents', assigneeInfo: 7 } });
  });

  it('assigns to a team once one is chosen', async () => {
    serveTickets();
    serveLookup('/api/dependency/teams', [{ id: 5, name: 'Service desk' }]);
    const { bodies, dialog } = await openBulkFor('Assign', 'AAA-0102');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Team' }));
    const update = within(dialog).getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Team' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Service desk' }));
    await userEvent.click(update);
    await expectBulkSent(bodies, [102], { type: 'assign', value: { assigneeType: 'teams', assigneeInfo: 5 } });
  });

  it("assigns to me with the current user's id and no lookup", async () => {
    serveTickets();
    const { bodies, dialog } = await openBulkFor('Assign', 'AAA-0101', 'AAA-0102');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Assign to me' }));
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    const update = within(dialog).getByRole('button', { name: 'Update' });
    expect(update).toBeEnabled();
    await userEvent.click(update);
    await expectBulkSent(bodies, [101, 102], {
      type: 'assign',
      value: { assigneeType: 'assign_to_me', assigneeInfo: 1 },
    });
  });

  it('replies once the text is not blank', async () => {
    serveTickets();
    const { bodies, dialog, update } = await openBulkFor('Reply', 'AAA-0103');
    const text = within(dialog).getByRole('textbox', { name: 'Reply' });
    await userEvent.type(text, '   ');
    expect(update).toBeDisabled();
    await userEvent.type(text, 'We are on it');
    expect(update).toBeEnabled();
    await userEvent.click(update);
    await expectBulkSent(bodies, [103], { type: 'reply', value: { text: '   We are on it', attachments: [] } });
  });

  it('sends the chosen reply attachments base64 encoded, refuses files over 10 MB and lets one be removed', async () => {
    serveTickets();
    const { bodies, dialog } = await openBulkFor('Reply', 'AAA-0103');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reply' }), 'Logs attached');
    const input = within(dialog).getByLabelText('Attachments');
    const log = new File(['hello'], 'vpn.log', { type: 'text/plain' });
    const extra = new File(['x'], 'extra.txt', { type: 'text/plain' });
    const huge = new File(['x'], 'dump.bin', { type: 'application/octet-stream' });
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await userEvent.upload(input, [log, huge]);
    expect(input).toHaveAccessibleDescription('Not added, larger than 10 MB: dump.bin.');
    await userEvent.upload(input, extra);
    const chosen = within(dialog).getByRole('list', { name: 'Chosen files' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['vpn.log (5 Bytes)Remove', 'extra.txt (1 Bytes)Remove']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove attachment extra.txt' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expectBulkSent(bodies, [103], {
      type: 'reply',
      value: {
        text: 'Logs attached',
        attachments: [{ name: 'vpn.log', type: 'text/plain', size: 5, content: 'aGVsbG8=' }],
      },
    });
  });

  it('keeps the dialog open with the message, the button re-enabled and the selection when the action fails', async () => {
    serveTickets();
    const bodies = acceptBulk(500, { message: 'Bulk update failed.' });
    const onChanged = jest.fn();
    renderWithPlugin(<TicketsTab problemId={4} canDetach canBulk onChanged={onChanged} />);
    await chooseTickets('AAA-0101');
    const dialog = await openBulk('Reply');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reply' }), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bulk update failed.');
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeEnabled();
    expect(within(dialog).getByRole('textbox', { name: 'Reply' })).toHaveValue('Hello');
    expect(bodies).toHaveLength(1);
    expect(onChanged).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Select AAA-0101', hidden: true })).toBeChecked();
  });
});
