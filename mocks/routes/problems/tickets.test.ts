import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { signedIn } from '../../testing/upload-app';
import { useUploadApp } from '../../testing/use-app';
import { createProblem, latestLogTexts, validProblemForm } from '../../testing/problem-api';
import { firstOption, postJson } from '../../testing/requests';

const api = '/service-desk/api';

interface TicketRow {
  id: number;
  ticket_number: string;
  subject: string;
  assignedTo: { id: number; full_name: string } | null;
  assignedTeam: { id: number; name: string } | null;
  status: { id: number; name: string };
  priority: { id: number; name: string };
}

describe("the problem's tickets: GET /problem-tickets/{id} and POST /problem-bulk-actions", () => {
  const ctx = useUploadApp();
  let problemId: number;
  let ticketIds: number[];

  beforeEach(async () => {
    problemId = await createProblem(ctx.admin, await validProblemForm(ctx.admin));
    const free = (
      await ctx.admin.get(`${api}/dependency/tickets_based_on_problem?supplements=${problemId}&limit=3`)
    ).json().data.data as { id: number }[];
    ticketIds = free.map((t) => t.id);
    await postJson(ctx.admin, `${api}/problem-attach-ticket/${problemId}`, { ticket_ids: ticketIds });
  });

  async function tickets(query = ''): Promise<{ tickets: TicketRow[]; total: number }> {
    const response = await ctx.admin.get(`${api}/problem-tickets/${problemId}${query ? '?' + query : ''}`);
    if (response.statusCode !== 200) throw new Error(response.body);
    return (response.json() as { data: { tickets: TicketRow[]; total: number } }).data;
  }
  const bulk = (payload: object) => postJson(ctx.admin, `${api}/problem-bulk-actions`, payload);

  it('lists the linked tickets, newest id first, paged', async () => {
    const all = await tickets();
    expect(all.total).toBe(3);
    expect(all.tickets.map((t) => t.id)).toEqual([...ticketIds].sort((a, b) => b - a));
    for (const ticket of all.tickets) {
      expect(ticket.ticket_number).toMatch(/^AAAA-0000-\d{4}$/);
      expect(['Open', 'Resolved', 'Closed']).toContain(ticket.status.name);
      expect(['Low', 'Medium', 'High', 'Urgent']).toContain(ticket.priority.name);
    }
    const page2 = await tickets('limit=2&page=2');
    expect(page2).toMatchObject({ total: 3 });
    expect(page2.tickets.map((t) => t.id)).toEqual([Math.min(...ticketIds)]);
    expect((await ctx.admin.get(`${api}/problem-tickets/99999`)).statusCode).toBe(404);
  });

  it('searches the tickets by number with search_query', async () => {
    const [first] = (await tickets()).tickets;
    const found = await tickets(`search_query=${encodeURIComponent(first.ticket_number)}`);
    expect(found.tickets.map((t) => t.id)).toEqual([first.id]);
  });

  it('changes the status of the selected tickets and logs it on the problem', async () => {
    const closed = await firstOption(ctx.admin, '/api/dependency/statuses?meta=true&search-query=Closed');
    const response = await bulk({ tickets: ticketIds.slice(0, 2), action: { type: 'status', value: closed.id } });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Tickets updated successfully.' });
    const rows = (await tickets()).tickets;
    expect(rows.filter((r) => ticketIds.slice(0, 2).includes(r.id)).map((r) => r.status.name)).toEqual([
      'Closed',
      'Closed',
    ]);
    const logs = await latestLogTexts(ctx.admin, problemId, 2);
    expect(
      logs.every((text) =>
        /^Ada Admin changed the status of the ticket <b>#AAAA-0000-\d{4}<\/b> to <b>Closed<\/b>$/.test(text),
      ),
    ).toBe(true);
  });

  it('changes the priority', async () => {
    const urgent = await firstOption(ctx.admin, '/api/dependency/priorities?search-query=Urgent');
    await bulk({ tickets: ticketIds, action: { type: 'priority', value: urgent.id } });
    expect((await tickets()).tickets.map((t) => t.priority.name)).toEqual(['Urgent', 'Urgent', 'Urgent']);
  });

  it('assigns to an agent, a team, and the signed-in user', async () => {
    const agent = await firstOption(ctx.admin, '/api/dependency/agents?search-query=Sam');
    await bulk({
      tickets: ticketIds,
      action: { type: 'assign', value: { assigneeType: 'agents', assigneeInfo: agent.id } },
    });
    expect((await tickets()).tickets.map((t) => [t.assignedTo?.full_name, t.assignedTeam])).toEqual([
      ['Sam Agent', null],
      ['Sam Agent', null],
      ['Sam Agent', null],
    ]);

    const team = await firstOption(ctx.admin, '/api/dependency/teams');
    await bulk({
      tickets: [ticketIds[0]],
      action: { type: 'assign', value: { assigneeType: 'teams', assigneeInfo: team.id } },
    });
    const teamed = (await tickets()).tickets.find((t) => t.id === ticketIds[0])!;
    expect(teamed.assignedTeam).toEqual(team);
    expect(teamed.assignedTo).toBeNull();

    const vera = await signedIn(ctx.app, 'Sam Agent');
    await postJson(vera, `${api}/problem-bulk-actions`, {
      tickets: [ticketIds[1]],
      action: { type: 'assign', value: { assigneeType: 'assign_to_me', assigneeInfo: 99999 } },
    });
    expect((await tickets()).tickets.find((t) => t.id === ticketIds[1])!.assignedTo!.full_name).toBe('Sam Agent');
    expect(await latestLogTexts(ctx.admin, problemId, 1)).toEqual([
      expect.stringMatching(/^Sam Agent assigned the ticket <b>#AAAA-0000-\d{4}<\/b> to <b>Sam Agent<\/b>$/),
    ]);
  });

  it('stores a reply with its attachments on each ticket', async () => {
    const content = Buffer.from('tunnel dropped at 10:02').toString('base64');
    const response = await bulk({
      tickets: ticketIds,
      action: {
        type: 'reply',
        value: { text: '<p>Fixed now.</p>', attachments: [{ name: 'vpn.log', type: 'text/plain', size: 23, content }] },
      },
    });

    expect(response.json()).toEqual({ message: 'Tickets updated successfully.' });
    const db = new Database(ctx.dbFile, { readonly: true });
    try {
      const replies = db
        .prepare('SELECT id, ticket_id, user_id, body, attachments FROM ticket_replies ORDER BY ticket_id')
        .all() as { id: number; ticket_id: number; user_id: number; body: string; attachments: string }[];
      expect(replies.map((r) => r.ticket_id)).toEqual([...ticketIds].sort((a, b) => a - b));
      expect(replies.every((r) => r.body === '<p>Fixed now.</p>')).toBe(true);
      expect(replies.map((r) => JSON.parse(r.attachments))).toEqual(replies.map(() => [{ name: 'vpn.log', size: 23 }]));
      expect(new Set(replies.map((r) => r.user_id)).size).toBe(1);
      const files = db
        .prepare(
          "SELECT owner_id, name, size, mime_type, storage_path FROM attachments WHERE owner_type = 'ticket_replies'",
        )
        .all() as { owner_id: number; name: string; size: number; mime_type: string; storage_path: string }[];
      expect(files.map((file) => file.owner_id).sort()).toEqual(replies.map((r) => r.id).sort());
      expect(
        files.every((file) => file.name === 'vpn.log' && file.size === 23 && file.mime_type === 'text/plain'),
      ).toBe(true);
      expect(fs.readFileSync(path.join(ctx.uploadDir, files[0].storage_path), 'utf8')).toBe('tunnel dropped at 10:02');
    } finally {
      db.close();
    }
    const logs = await latestLogTexts(ctx.admin, problemId, 3);
    expect(logs.every((text) => /^Ada Admin replied to the ticket <b>#AAAA-0000-\d{4}<\/b>$/.test(text))).toBe(true);
  });

  it('answers 422 for reply attachments that are not files, too many, or too large', async () => {
    const file = (name: string, content: string) => ({ name, type: 'text/plain', content });
    const big = Buffer.alloc(10 * 1024 * 1024 + 1).toString('base64');
    const cases: [unknown, Record<string, string[]>][] = [
      ['log.txt', { 'action.value.attachments': ['The action.value.attachments must be an array.'] }],
      [
        Array.from({ length: 6 }, (_, i) => file(`f${i}.txt`, 'aGk=')),
        { 'action.value.attachments': ['The action.value.attachments may not have more than 5 items.'] },
      ],
      [
        [file('', 'aGk='), file('bad.txt', 'not base64!')],
        {
          'action.value.attachments.0.name': ['The action.value.attachments.0.name field is required.'],
          'action.value.attachments.1.content': [
            'The action.value.attachments.1.content must be a base64 encoded file.',
          ],
        },
      ],
      [
        [file('dump.bin', big)],
        { 'action.value.attachments.0': ['The action.value.attachments.0 may not be greater than 10240 kilobytes.'] },
      ],
    ];
    for (const [attachments, errors] of cases) {
      const response = await bulk({
        tickets: ticketIds,
        action: { type: 'reply', value: { text: 'Hi', attachments } },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'The given data was invalid.', errors });
    }
  });

  it('answers 422 with the field for each missing or bad value', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [{ tickets: ticketIds, action: { type: 'status' } }, { 'action.value': ['The action.value field is required.'] }],
      [
        { tickets: ticketIds, action: { type: 'priority', value: 99 } },
        { 'action.value': ['The selected action.value is invalid.'] },
      ],
      [
        { tickets: ticketIds, action: { type: 'reply', value: { text: '<p> </p>' } } },
        { 'action.value.text': ['The action.value.text field is required.'] },
      ],
      [
        { tickets: ticketIds, action: { type: 'assign', value: { assigneeType: 'agents' } } },
        { 'action.value.assigneeInfo': ['The action.value.assigneeInfo field is required.'] },
      ],
      [
        { tickets: ticketIds, action: { type: 'assign', value: { assigneeType: 'robots', assigneeInfo: 1 } } },
        { 'action.value.assigneeType': ['The selected action.value.assigneeType is invalid.'] },
      ],
      [
        { tickets: ticketIds, action: { type: 'dance', value: 1 } },
        { 'action.type': ['The selected action.type is invalid.'] },
      ],
      [{ action: { type: 'status', value: 1 } }, { tickets: ['The tickets field is required.'] }],
      [
        { tickets: [ticketIds[0], 99999], action: { type: 'status', value: 1 } },
        { 'tickets.1': ['The selected tickets.1 is invalid.'] },
      ],
    ];
    const before = await tickets();
    for (const [payload, errors] of cases) {
      const response = await bulk(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'The given data was invalid.', errors });
    }
    expect(await tickets()).toEqual(before);
  });

  it('refuses tickets that belong to no problem, and the view-only agent', async () => {
    const free = (await ctx.admin.get(`${api}/dependency/tickets_based_on_problem?limit=1`)).json().data.data[0].id;
    const loose = await bulk({ tickets: [free], action: { type: 'status', value: 1 } });
    expect(loose.json().errors).toEqual({ 'tickets.0': ['The selected tickets.0 is invalid.'] });

    const vera = await signedIn(ctx.app, 'Vera Viewer');
    const denied = await postJson(vera, `${api}/problem-bulk-actions`, {
      tickets: ticketIds,
      action: { type: 'status', value: 1 },
    });
    expect(denied.statusCode).toBe(403);
  });
});
