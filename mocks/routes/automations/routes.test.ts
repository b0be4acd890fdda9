import { automationLookups, fieldErrors, saveAutomation, type AutomationLookups } from '../../testing/automations';
import { ok, postJson, remove } from '../../testing/requests';
import { signedIn } from '../../testing/upload-app';
import { useApp } from '../../testing/use-app';

const api = '/service-desk/api';

interface ListAnswer {
  data: {
    data: { id: number; name: string; order: number; rule_summary: string; action_summary: string }[];
    total: number;
  };
}

describe('workflows and listeners: the admin calls', () => {
  const ctx = useApp();
  let lookups: AutomationLookups;

  beforeEach(async () => {
    lookups = await automationLookups(ctx.admin);
  });

  const list = async (kind: string, query = '') =>
    ok<ListAnswer>(await ctx.admin.get(`${api}/${kind}?page_type=change${query}`), `GET ${kind}`).data;

  it('lists the two inactive seeded examples with their summaries', async () => {
    const workflows = await list('workflow');
    expect(workflows).toEqual({
      total: 1,
      data: [
        expect.objectContaining({
          kind: 'workflow',
          page_type: 'change',
          name: 'Emergency changes go to Urgent',
          order: 1,
          active: false,
          match: 'all',
          events: [],
          rules: [{ field: 'change_type_id', operator: 'is', value: String(lookups.types.Emergency) }],
          actions: [{ type: 'set_priority', value: lookups.priorities.Urgent }],
          rule_summary: 'Change type is Emergency',
          action_summary: 'Set priority to Urgent',
        }),
      ],
    });
    const listeners = await list('listener');
    expect(listeners.data[0]).toMatchObject({
      name: 'Notify the change manager on denial',
      active: false,
      events: ['cab_denied'],
      actions: [{ type: 'notify_agents', value: [lookups.agents['Ada Admin']] }],
      rule_summary: 'Every change',
      action_summary: 'Notify 1 agent',
    });
  });

  it('creates, reads, edits and deletes a listener; a new one goes last', async () => {
    const body = {
      kind: 'listener',
      page_type: 'change',
      name: '  Escalate database work  ',
      active: true,
      match: 'any',
      events: ['priority_changed', 'status_changed'],
      rules: [
        { field: 'priority_id', operator: 'is', value: String(lookups.priorities.High) },
        { field: 'subject', operator: 'contains', value: 'db' },
      ],
      actions: [
        { type: 'set_status', value: lookups.statuses.Planning },
        { type: 'notify_agents', value: [lookups.agents['Ada Admin'], lookups.agents['Sam Agent']] },
      ],
    };
    const created = await postJson(ctx.admin, `${api}/listener`, body);
    expect(created.statusCode).toBe(200);
    const saved = created.json() as { message: string; data: { id: number; order: number } };
    expect(saved.message).toBe('Listener saved successfully.');
    expect(saved.data).toMatchObject({ name: 'Escalate database work', order: 2, active: true, match: 'any' });
    const read = ok<{ data: Record<string, unknown> }>(await ctx.admin.get(`${api}/listener/${saved.data.id}`), 'GET');
    expect(read.data).toEqual({
      id: saved.data.id,
      kind: 'listener',
      page_type: 'change',
      name: 'Escalate database work',
      order: 2,
      active: true,
      match: 'any',
      events: ['status_changed', 'priority_changed'],
      rules: body.rules,
      actions: body.actions,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      updated_at: expect.any(String),
    });
    expect((await list('listener', '&search=DATABASE')).data).toEqual([
      expect.objectContaining({
        rule_summary: "Priority is High; Subject contains 'db'",
        action_summary: 'Set status to Planning; Notify 2 agents',
      }),
    ]);

    const edited = await postJson(ctx.admin, `${api}/listener`, { ...body, id: saved.data.id, name: 'Renamed' });
    expect(edited.json()).toMatchObject({
      message: 'Listener saved successfully.',
      data: { name: 'Renamed', order: 2 },
    });
    expect((await ctx.admin.get(`${api}/workflow/${saved.data.id}`)).statusCode).toBe(404);

    const deleted = await remove(ctx.admin, `${api}/listener/${saved.data.id}`);
    expect(deleted.json()).toEqual({ message: 'Listener deleted successfully.' });
    expect((await ctx.admin.get(`${api}/listener/${saved.data.id}`)).json()).toEqual({
      message: 'Listener not found.',
    });
  });

  it('renumbers on delete, reorders with exactly the kind ids, and never reuses an id', async () => {
    const action = [{ type: 'set_priority', value: lookups.priorities.Low }];
    const second = await saveAutomation(ctx.admin, 'workflow', { name: 'Second', actions: action });
    const third = await saveAutomation(ctx.admin, 'workflow', { name: 'Third', actions: action });
    const [first] = (await list('workflow')).data;
    const order = (ids: number[]) => postJson(ctx.admin, `${api}/workflow/order`, { ids });

    expect((await order([third, first.id, second])).json()).toEqual({ message: 'Order updated successfully.' });
    expect((await list('workflow')).data.map((row) => [row.name, row.order])).toEqual([
      ['Third', 1],
      ['Emergency changes go to Urgent', 2],
      ['Second', 3],
    ]);
    for (const ids of [[third, first.id], [third, first.id, second, second], [third, first.id, 999], []]) {
      expect(fieldErrors(await order(ids)).ids).toEqual(['The ids must name every workflow exactly once.']);
    }
    const listener = (await list('listener')).data[0].id;
    expect((await order([third, first.id, listener])).statusCode).toBe(422);

    ok(await remove(ctx.admin, `${api}/workflow/${first.id}`), 'delete');
    expect((await list('workflow')).data.map((row) => [row.name, row.order])).toEqual([
      ['Third', 1],
      ['Second', 2],
    ]);
    ok(await remove(ctx.admin, `${api}/workflow/${third}`), 'delete');
    const next = await saveAutomation(ctx.admin, 'workflow', { name: 'Next', actions: action });
    expect(next).toBeGreaterThan(third);
    expect((await list('workflow')).data.map((row) => [row.id, row.order])).toEqual([
      [second, 1],
      [next, 2],
    ]);
  });

  it('pages the list: limit defaults to 10, at most 100', async () => {
    for (let index = 0; index < 11; index += 1) {
      await saveAutomation(ctx.admin, 'workflow', {
        name: `W${index}`,
        actions: [{ type: 'set_priority', value: lookups.priorities.Low }],
      });
    }
    expect((await list('workflow')).data).toHaveLength(10);
    const page2 = await list('workflow', '&page=2&limit=5');
    expect(page2.total).toBe(12);
    expect(page2.data.map((row) => row.order)).toEqual([6, 7, 8, 9, 10]);
    expect((await ctx.admin.get(`${api}/workflow?limit=101`)).statusCode).toBe(422);
    expect((await ctx.admin.get(`${api}/workflow?page_type=problem`)).statusCode).toBe(422);
  });

  it('answers 422 with the contract messages', async () => {
    const send = (body: Record<string, unknown>, kind = 'listener') => postJson(ctx.admin, `${api}/${kind}`, body);
    const errors = fieldErrors(
      await send({
        name: '   ',
        match: 'some',
        active: 'yes',
        page_type: 'problem',
        events: ['status_changed', 'exploded'],
        rules: [
          { field: 'priority_id', operator: 'contains', value: '1' },
          { field: 'subject', operator: 'is', value: '' },
          { field: 'status_id', operator: 'is', value: '9999' },
          { field: 'colour', operator: 'is', value: 'x' },
          { field: 'subject', operator: 'matches', value: 'x' },
        ],
        actions: [
          { type: 'set_status', value: 9999 },
          { type: 'notify_agents', value: [] },
          { type: 'notify_agents', value: [lookups.agents['Ada Admin'], 9999] },
          { type: 'apply_cab', value: 'x' },
          { type: 'explode', value: 1 },
        ],
      }),
    );
    expect(errors).toEqual({
      name: ['This field is required.'],
      match: ['The selected match is invalid.'],
      active: ['The active field must be true or false.'],
      page_type: ['The selected page type is invalid.'],
      'events.1': ['The selected event is invalid.'],
      'rules.0.operator': ['The selected operator is invalid.'],
      'rules.1.value': ['This field is required.'],
      'rules.2.value': ['The selected value is invalid.'],
      'rules.3.field': ['The selected field is invalid.'],
      'rules.4.operator': ['The selected operator is invalid.'],
      'actions.0.value': ['The selected value is invalid.'],
      'actions.1.value': ['Choose at least one agent.'],
      'actions.2.value': ['The selected value is invalid.'],
      'actions.3.value': ['The selected value is invalid.'],
      'actions.4.type': ['The selected action is invalid.'],
    });
    expect(
      fieldErrors(await send({ name: 'x'.repeat(101), match: 'all', active: true, events: [], actions: [] })),
    ).toEqual({
      name: ['The name may not be greater than 100 characters.'],
      events: ['Choose at least one event.'],
      actions: ['Add at least one action.'],
    });
    const tooMany = Array.from({ length: 21 }, () => ({ field: 'subject', operator: 'is', value: 'x' }));
    const workflow = { name: 'W', match: 'all', active: true, rules: tooMany, actions: [] };
    expect(Object.keys(fieldErrors(await send(workflow, 'workflow')))).toEqual(['rules', 'actions']);
  });

  it('answers 404 for an edit of an unknown id', async () => {
    const response = await postJson(ctx.admin, `${api}/workflow`, { id: 9999, name: 'x' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Workflow not found.' });
  });

  it('is for administrators only, and writes need the CSRF token', async () => {
    const agent = await signedIn(ctx.app, 'Sam Agent');
    const [id] = (await list('workflow')).data.map((row) => row.id);
    for (const url of [`${api}/workflow`, `${api}/workflow/${id}`, `${api}/listener`, `${api}/automation-options`]) {
      expect((await agent.get(url)).statusCode).toBe(403);
    }
    const body = { name: 'x', active: true, match: 'all', actions: [{ type: 'set_status', value: 1 }] };
    expect((await postJson(agent, `${api}/workflow`, body)).json()).toEqual({
      message: 'You do not have permission to manage workflows.',
    });
    expect((await postJson(agent, `${api}/workflow/order`, { ids: [id] })).statusCode).toBe(403);
    expect((await remove(agent, `${api}/workflow/${id}`)).statusCode).toBe(403);
    const forged = await ctx.admin.request({ method: 'POST', url: `${api}/workflow`, payload: body, csrf: false });
    expect(forged.statusCode).toBe(419);
  });

  it('offers the fields, operators, events and actions with their labels and lookups', async () => {
    const { data } = ok<{ data: Record<string, { id: string; name: string }[]> }>(
      await ctx.admin.get(`${api}/automation-options`),
      'options',
    );
    expect(data.fields.map((field) => field.name)).toEqual([
      'Change type',
      'Status',
      'Priority',
      'Impact',
      'Department',
      'Location',
      'Team',
      'Requester',
      'Assignee',
      'Subject',
      'Description',
    ]);
    expect(data.fields[8]).toEqual({ id: 'assigned_id', name: 'Assignee', kind: 'lookup', lookup: 'agents' });
    expect(data.fields[9]).toEqual({ id: 'subject', name: 'Subject', kind: 'text' });
    expect(data.operators).toEqual([
      { id: 'is', name: 'is', text_only: false },
      { id: 'is_not', name: 'is not', text_only: false },
      { id: 'contains', name: 'contains', text_only: true },
      { id: 'starts_with', name: 'starts with', text_only: true },
    ]);
    expect(data.events.map((event) => event.name)).toEqual([
      'Status changed',
      'Priority changed',
      'Assignee changed',
      'CAB approved',
      'CAB denied',
      'Release attached',
    ]);
    expect(data.actions.at(-2)).toEqual({ id: 'apply_cab', name: 'Apply CAB', lookup: 'cabs', multiple: false });
    expect(data.actions.at(-1)).toEqual({
      id: 'notify_agents',
      name: 'Notify agents',
      lookup: 'agents',
      multiple: true,
    });
  });

  it('refuses to delete a CAB an action uses', async () => {
    const cabId = lookups.cabs['Emergency CAB'];
    const id = await saveAutomation(ctx.admin, 'workflow', {
      name: 'CAB',
      actions: [{ type: 'apply_cab', value: cabId }],
    });
    const refused = await remove(ctx.admin, `${api}/cab/${cabId}/workflow/`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'This CAB is used by a workflow or listener.' });
    ok(await remove(ctx.admin, `${api}/workflow/${id}`), 'delete workflow');
    ok(await remove(ctx.admin, `${api}/cab/${cabId}/workflow/`), 'delete CAB');
  });
});
