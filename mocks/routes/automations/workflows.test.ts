import type { LightMyRequestResponse } from 'fastify';
import Database from 'better-sqlite3';
import {
  automationLookups,
  changeForm,
  changeRow,
  saveAutomation,
  type AutomationLookups,
} from '../../testing/automations';
import { readRows } from '../../testing/read-db';
import { postForm, postJson, savedId } from '../../testing/requests';
import { useUploadApp } from '../../testing/use-app';

const api = '/service-desk/api';

describe('workflows run when a change is created', () => {
  const ctx = useUploadApp();
  let lookups: AutomationLookups;

  beforeEach(async () => {
    lookups = await automationLookups(ctx.admin);
  });

  const create = async (overrides: Record<string, string | number> = {}): Promise<LightMyRequestResponse> =>
    postForm(ctx.admin, `${api}/change`, await changeForm(ctx.admin, lookups, overrides));
  const createdId = async (overrides: Record<string, string | number> = {}) =>
    savedId(await create(overrides), 'Change created successfully.');
  const row = (id: number) => changeRow(ctx.dbFile, id);
  const automationLines = (id: number) =>
    readRows<{ name: string }>(ctx.dbFile, 'SELECT name FROM change_activity_logs WHERE change_id = ? ORDER BY id', id)
      .map((entry) => entry.name)
      .filter((name) => name.startsWith('Workflow') || name.startsWith('Listener'));
  const byId = (value: number) => String(value);

  it('runs them in order, each seeing the change as the earlier ones left it', async () => {
    const first = await saveAutomation(ctx.admin, 'workflow', {
      name: 'Database work is High',
      rules: [{ field: 'subject', operator: 'contains', value: 'DB' }],
      actions: [{ type: 'set_priority', value: lookups.priorities.High }],
    });
    const second = await saveAutomation(ctx.admin, 'workflow', {
      name: 'High goes to planning',
      rules: [{ field: 'priority_id', operator: 'is', value: byId(lookups.priorities.High) }],
      actions: [{ type: 'set_status', value: lookups.statuses.Planning }],
    });

    const id = await createdId({ subject: 'Migrate the db cluster' });
    expect(row(id)).toMatchObject({ priority_id: lookups.priorities.High, status_id: lookups.statuses.Planning });
    expect(automationLines(id)).toEqual([
      'Workflow &quot;Database work is High&quot; set priority to High',
      'Workflow &quot;High goes to planning&quot; set status to Planning',
    ]);

    const seeded = readRows<{ id: number }>(ctx.dbFile, "SELECT id FROM automations WHERE kind = 'workflow'")[0].id;
    await postJson(ctx.admin, `${api}/workflow/order`, { ids: [second, first, seeded] });
    const reordered = await createdId({ subject: 'Migrate the db cluster again' });
    expect(row(reordered)).toMatchObject({ priority_id: lookups.priorities.High, status_id: lookups.statuses.Open });
  });

  it('combines rules with all or any, and compares text without case', async () => {
    const rules = [
      { field: 'subject', operator: 'starts_with', value: 'URGENT' },
      { field: 'change_type_id', operator: 'is', value: byId(lookups.types.Emergency) },
    ];
    const workflow = await saveAutomation(ctx.admin, 'workflow', {
      name: 'Urgent',
      match: 'all',
      rules,
      actions: [{ type: 'set_priority', value: lookups.priorities.Urgent }],
    });
    expect(row(await createdId({ subject: 'urgent: disk swap' })).priority_id).toBeNull();
    const both = await createdId({ subject: 'Urgent: disk swap', change_type_id: lookups.types.Emergency });
    expect(row(both).priority_id).toBe(lookups.priorities.Urgent);

    await saveAutomation(ctx.admin, 'workflow', {
      id: workflow,
      name: 'Urgent',
      match: 'any',
      rules,
      actions: [{ type: 'set_priority', value: lookups.priorities.Urgent }],
    });
    expect(row(await createdId({ subject: 'uRgEnT: disk swap' })).priority_id).toBe(lookups.priorities.Urgent);
    expect(row(await createdId({ subject: 'Disk swap' })).priority_id).toBeNull();
  });

  it('matches is_not, a missing value, and the description without its HTML', async () => {
    await saveAutomation(ctx.admin, 'workflow', {
      name: 'Unprioritised network work',
      rules: [
        { field: 'priority_id', operator: 'is_not', value: byId(lookups.priorities.Low) },
        { field: 'description', operator: 'contains', value: 'gateway in' },
      ],
      actions: [{ type: 'set_assignee', value: lookups.agents['Sam Agent'] }],
    });
    const id = await createdId();
    expect(row(id).agent_id).toBe(lookups.agents['Sam Agent']);
    expect(automationLines(id)).toEqual(['Workflow &quot;Unprioritised network work&quot; set assignee to Sam Agent']);
  });

  it('skips inactive workflows (the seeded example) until they are activated', async () => {
    const emergency = { change_type_id: lookups.types.Emergency };
    expect(row(await createdId(emergency)).priority_id).toBeNull();
    const seeded = readRows<{ id: number }>(ctx.dbFile, "SELECT id FROM automations WHERE kind = 'workflow'")[0].id;
    const current = (await ctx.admin.get(`${api}/workflow/${seeded}`)).json() as { data: Record<string, unknown> };
    await saveAutomation(ctx.admin, 'workflow', { ...current.data, active: true });
    expect(row(await createdId(emergency)).priority_id).toBe(lookups.priorities.Urgent);
  });

  it('applies a CAB through the Apply CAB path, and skips a second one while it is pending', async () => {
    const cab = lookups.cabs['Emergency CAB'];
    await saveAutomation(ctx.admin, 'workflow', {
      name: 'Emergency board',
      actions: [
        { type: 'apply_cab', value: cab },
        { type: 'apply_cab', value: cab },
      ],
    });
    const id = await createdId();
    const boards = readRows<{ status: string }>(
      ctx.dbFile,
      'SELECT status FROM change_cab_boards WHERE change_id = ?',
      id,
    );
    expect(boards).toEqual([{ status: 'PENDING' }]);
    expect(row(id).status_id).toBe(lookups.statuses['Awaiting Approval']);
    expect(automationLines(id)).toEqual([
      'Workflow &quot;Emergency board&quot; applied CAB &quot;Emergency CAB&quot;',
      'Workflow &quot;Emergency board&quot; changed the status to <b>Awaiting Approval</b>',
      'Workflow &quot;Emergency board&quot; could not apply CAB &quot;Emergency CAB&quot;: a CAB approval is already pending',
    ]);
  });

  it('notifies agents through the outbox, one mail each', async () => {
    const agents = [lookups.agents['Ada Admin'], lookups.agents['Sam Agent']];
    await saveAutomation(ctx.admin, 'workflow', {
      name: 'Tell the team',
      actions: [{ type: 'notify_agents', value: agents }],
    });
    const id = await createdId({ identifier: 'CHG-NOTE-1' });
    const mails = readRows<{ to_user_id: number; subject: string; body: string; kind: string }>(
      ctx.dbFile,
      "SELECT * FROM mail_outbox WHERE owner_type = 'sd_changes' AND owner_id = ? ORDER BY id",
      id,
    );
    expect(mails.map((mail) => [mail.kind, mail.to_user_id, mail.subject])).toEqual([
      ['automation', agents[0], 'Change CHG-NOTE-1: Tell the team'],
      ['automation', agents[1], 'Change CHG-NOTE-1: Tell the team'],
    ]);
    expect(mails[0].body).toContain(`/service-desk/changes/${id}/show`);
    expect(mails[0].body).toContain('CHG-NOTE-1');
    expect(automationLines(id)).toEqual(['Workflow &quot;Tell the team&quot; notified 2 agents']);
  });

  it('fails the whole create with a 422 naming the workflow when an action cannot run', async () => {
    const agent = readRows<{ id: number }>(
      ctx.dbFile,
      "SELECT id FROM users WHERE role = 'agent' ORDER BY id DESC LIMIT 1",
    )[0].id;
    await saveAutomation(ctx.admin, 'workflow', {
      name: 'Tell a leaver',
      actions: [
        { type: 'set_priority', value: lookups.priorities.High },
        { type: 'notify_agents', value: [agent] },
      ],
    });
    const db = new Database(ctx.dbFile);
    try {
      db.prepare("UPDATE users SET role = 'user' WHERE id = ?").run(agent);
    } finally {
      db.close();
    }
    const count = () => readRows<{ n: number }>(ctx.dbFile, 'SELECT COUNT(*) AS n FROM changes')[0].n;
    const mails = () => readRows<{ n: number }>(ctx.dbFile, 'SELECT COUNT(*) AS n FROM mail_outbox')[0].n;
    const [changesBefore, mailsBefore] = [count(), mails()];
    const response = await create({ subject: 'Never stored' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'The workflow "Tell a leaver" could not run: the agent it uses no longer exists.',
    });
    expect([count(), mails()]).toEqual([changesBefore, mailsBefore]);
  });
});
