import Database from 'better-sqlite3';
import {
  automationLookups,
  changeForm,
  changeRow,
  saveAutomation,
  type AutomationLookups,
  type ChangeRow,
} from '../../testing/automations';
import { readRows } from '../../testing/read-db';
import { ok, postForm, postJson, savedId } from '../../testing/requests';
import { useUploadApp } from '../../testing/use-app';

const api = '/service-desk/api';

describe('listeners run when a change is updated', () => {
  const ctx = useUploadApp();
  let lookups: AutomationLookups;
  let form: Record<string, string | number>;
  let change: number;

  beforeEach(async () => {
    lookups = await automationLookups(ctx.admin);
    form = await changeForm(ctx.admin, lookups, { priority_id: lookups.priorities.Medium });
    change = savedId(await postForm(ctx.admin, `${api}/change`, form), 'Change created successfully.');
  });

  const edit = (overrides: Record<string, string | number>) =>
    postForm(ctx.admin, `${api}/change`, { ...form, ...overrides, id: change });
  const row = () => changeRow(ctx.dbFile, change);
  const listenerLines = () =>
    readRows<{ name: string }>(
      ctx.dbFile,
      'SELECT name FROM change_activity_logs WHERE change_id = ? ORDER BY id',
      change,
    )
      .map((entry) => entry.name)
      .filter((name) => name.startsWith('Listener'));
  const listen = (name: string, events: string[], actions: object[], rules: object[] = []) =>
    saveAutomation(ctx.admin, 'listener', { name, events, actions, rules });
  const mailsTo = (userId: number) =>
    readRows<{ subject: string }>(
      ctx.dbFile,
      "SELECT subject FROM mail_outbox WHERE kind = 'automation' AND to_user_id = ? AND owner_id = ?",
      userId,
      change,
    );

  it('fires a status_changed listener on an edit that changes the status, and only then', async () => {
    await listen('Status watcher', ['status_changed'], [{ type: 'set_impact', value: 1 }]);
    await listen('Priority watcher', ['priority_changed'], [{ type: 'set_team', value: 1 }]);

    ok(await edit({ subject: 'Only the subject changes' }), 'edit');
    expect(listenerLines()).toEqual([]);

    ok(await edit({ status_id: lookups.statuses.Planning }), 'edit');
    expect(listenerLines()).toEqual([expect.stringMatching(/^Listener &quot;Status watcher&quot; set impact to /)]);

    ok(await edit({ status_id: lookups.statuses.Planning, priority_id: lookups.priorities.High }), 'edit');
    expect(listenerLines()).toHaveLength(2);
    expect(listenerLines()[1]).toMatch(/^Listener &quot;Priority watcher&quot; set team to /);
  });

  it('fires on an assignment and on closing the change', async () => {
    await listen('Assignee watcher', ['assignee_changed'], [{ type: 'set_priority', value: lookups.priorities.High }]);
    await listen('Closing watcher', ['status_changed'], [{ type: 'set_priority', value: lookups.priorities.Low }]);

    ok(await ctx.admin.get(`${api}/change/assign/${lookups.agents['Sam Agent']}/${change}`), 'assign');
    expect(row()).toMatchObject({ agent_id: lookups.agents['Sam Agent'], priority_id: lookups.priorities.High });
    ok(await postJson(ctx.admin, `${api}/change-close/${change}`), 'close');
    expect(row()).toMatchObject({ status_id: lookups.statuses.Closed, priority_id: lookups.priorities.Low });
    expect(listenerLines()).toEqual([
      'Listener &quot;Assignee watcher&quot; set priority to High',
      'Listener &quot;Closing watcher&quot; set priority to Low',
    ]);
  });

  it('makes one pass: what a listener changes raises no new events', async () => {
    await listen(
      'Priority moves status',
      ['priority_changed'],
      [{ type: 'set_status', value: lookups.statuses.Planning }],
    );
    await listen(
      'Status moves priority',
      ['status_changed'],
      [{ type: 'set_priority', value: lookups.priorities.Low }],
    );
    await listen('Status sets status', ['status_changed'], [{ type: 'set_status', value: lookups.statuses.Open }]);

    ok(await edit({ priority_id: lookups.priorities.High }), 'edit');
    expect(row()).toMatchObject({ status_id: lookups.statuses.Planning, priority_id: lookups.priorities.High });
    expect(listenerLines()).toEqual(['Listener &quot;Priority moves status&quot; set status to Planning']);
  });

  it('records the closing date when a listener or the form closes the change, as the close action does', async () => {
    const closedOn = (id: number) =>
      readRows<{ closed_on: string }>(ctx.dbFile, 'SELECT closed_on FROM change_closures WHERE change_id = ?', id);
    await listen('High is closed', ['priority_changed'], [{ type: 'set_status', value: lookups.statuses.Closed }]);
    ok(await edit({ priority_id: lookups.priorities.High }), 'edit');
    expect(row()).toMatchObject({ status_id: lookups.statuses.Closed });
    expect(closedOn(change)).toEqual([{ closed_on: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) }]);

    const edited = savedId(await postForm(ctx.admin, `${api}/change`, form), 'Change created successfully.');
    expect(closedOn(edited)).toEqual([]);
    ok(await postForm(ctx.admin, `${api}/change`, { ...form, id: edited, status_id: lookups.statuses.Closed }), 'edit');
    expect(closedOn(edited)).toHaveLength(1);
  });

  it('reads its rules against the change after the update, and skips inactive listeners', async () => {
    const rules = [{ field: 'status_id', operator: 'is', value: String(lookups.statuses.Planning) }];
    await listen(
      'Planning only',
      ['status_changed'],
      [{ type: 'set_priority', value: lookups.priorities.High }],
      rules,
    );
    await saveAutomation(ctx.admin, 'listener', {
      name: 'Switched off',
      active: false,
      events: ['status_changed'],
      actions: [{ type: 'set_priority', value: lookups.priorities.Low }],
    });
    ok(await edit({ status_id: lookups.statuses['Pending Release'] }), 'edit');
    expect(row().priority_id).toBe(lookups.priorities.Medium);
    ok(await edit({ status_id: lookups.statuses.Planning }), 'edit');
    expect(row().priority_id).toBe(lookups.priorities.High);
  });

  it('applies a CAB from a listener: the change gets a pending board and is locked', async () => {
    await listen(
      'Board on priority',
      ['priority_changed'],
      [{ type: 'apply_cab', value: lookups.cabs['Emergency CAB'] }],
    );
    ok(await edit({ priority_id: lookups.priorities.Urgent }), 'edit');
    const boards = readRows<{ name: string; status: string }>(
      ctx.dbFile,
      'SELECT name, status FROM change_cab_boards WHERE change_id = ?',
      change,
    );
    expect(boards).toEqual([{ name: 'Emergency CAB', status: 'PENDING' }]);
    expect(row().status_id).toBe(lookups.statuses['Awaiting Approval']);
    expect(listenerLines()[0]).toBe('Listener &quot;Board on priority&quot; applied CAB &quot;Emergency CAB&quot;');
    expect((await edit({ subject: 'Locked now' })).statusCode).toBe(422);
  });

  describe('a CAB decided on the change', () => {
    const applyAndDecide = async (action: 'approve' | 'deny') => {
      const cab = lookups.cabs['Emergency CAB'];
      ok(await postJson(ctx.admin, `${api}/apply-cab-approval`, { change_id: change, workflow_id: cab }), 'apply');
      const decided = await postJson(ctx.admin, `${api}/approval-action-without-hash/${change}`, {
        action_type: action,
        comment: 'Decided',
      });
      ok(decided, action);
    };

    it('fires cab_denied (the seeded listener, once activated) and the status it set', async () => {
      const seeded = readRows<{ id: number }>(ctx.dbFile, "SELECT id FROM automations WHERE kind = 'listener'")[0].id;
      const current = (await ctx.admin.get(`${api}/listener/${seeded}`)).json() as { data: Record<string, unknown> };
      await saveAutomation(ctx.admin, 'listener', { ...current.data, active: true });
      await listen('Approved only', ['cab_approved'], [{ type: 'set_priority', value: lookups.priorities.Low }]);
      await listen(
        'Denied to planning',
        ['status_changed'],
        [{ type: 'set_priority', value: lookups.priorities.High }],
      );

      await applyAndDecide('deny');
      const identifier = readRows<{ identifier: string }>(
        ctx.dbFile,
        'SELECT identifier FROM changes WHERE id = ?',
        change,
      )[0].identifier;
      expect(mailsTo(lookups.agents['Ada Admin'])).toEqual([
        { subject: `Change ${identifier}: Notify the change manager on denial` },
      ]);
      expect(row()).toMatchObject({ status_id: lookups.statuses.Planning, priority_id: lookups.priorities.High });
      expect(listenerLines()).toEqual([
        'Listener &quot;Notify the change manager on denial&quot; notified 1 agent',
        'Listener &quot;Denied to planning&quot; set priority to High',
      ]);
    });

    it('fires cab_approved on the final approval', async () => {
      await listen('Approved', ['cab_approved'], [{ type: 'set_priority', value: lookups.priorities.Low }]);
      await applyAndDecide('approve');
      expect(row()).toMatchObject({
        status_id: lookups.statuses['Pending Release'],
        priority_id: lookups.priorities.Low,
      });
    });
  });

  it('fires release_attached when a release is attached from either side', async () => {
    await listen('Released', ['release_attached'], [{ type: 'set_priority', value: lookups.priorities.Low }]);
    const release = readRows<{ id: number }>(ctx.dbFile, 'SELECT id FROM releases ORDER BY id LIMIT 1')[0].id;
    ok(await postJson(ctx.admin, `${api}/change/attach-release/${change}/${release}`), 'attach');
    expect(row().priority_id).toBe(lookups.priorities.Low);
    expect(listenerLines()).toEqual(['Listener &quot;Released&quot; set priority to Low']);

    const other = savedId(await postForm(ctx.admin, `${api}/change`, form), 'Change created successfully.');
    ok(await postJson(ctx.admin, `${api}/release/attach-change/${release}`, { change_ids: [other] }), 'attach');
    const priority = readRows<ChangeRow>(ctx.dbFile, 'SELECT priority_id FROM changes WHERE id = ?', other)[0];
    expect(priority.priority_id).toBe(lookups.priorities.Low);
  });

  it('fails the whole update with a 422 naming the listener when an action cannot run', async () => {
    await listen('Broken', ['status_changed'], [{ type: 'set_team', value: 1 }]);
    const db = new Database(ctx.dbFile);
    try {
      db.prepare('DELETE FROM teams WHERE id = 1').run();
    } finally {
      db.close();
    }
    const response = await edit({ status_id: lookups.statuses.Planning, subject: 'Not stored' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'The listener "Broken" could not run: the team it uses no longer exists.',
    });
    expect(row().status_id).toBe(lookups.statuses.Open);
  });
});
