import type { LightMyRequestResponse } from 'fastify';
import type { Ref } from '../../db/sql-json';
import { optionsByName, saveCabDefinition, type LevelBody } from '../../testing/cab-definitions';
import { ok, postJson, remove } from '../../testing/requests';
import { signedIn } from '../../testing/upload-app';
import { useApp } from '../../testing/use-app';
import { APPROVER_REQUIRED } from './input';

const api = '/service-desk/api';

interface CabView {
  id: number;
  name: string;
  action_on_approve: { id: number; name: string } | null;
  action_on_deny: { id: number; name: string } | null;
  send_auto_reminders: 0 | 1;
  reminder_interval: number | null;
  levels: (Omit<LevelBody, 'approvers'> & { id: number; approvers: { users: Ref[]; user_types: Ref[] } })[];
}

function errorsOf(response: LightMyRequestResponse): Record<string, string[]> {
  expect(response.statusCode).toBe(422);
  return (response.json() as { errors: Record<string, string[]> }).errors;
}

describe('CAB definitions', () => {
  const ctx = useApp();
  let statuses: Record<string, number>;
  let userTypes: Record<string, number>;
  let agents: number[];

  beforeEach(async () => {
    statuses = await optionsByName(ctx.admin, `${api}/dependency/change_statuses`);
    userTypes = await optionsByName(ctx.admin, `${api}/dependency/user_types`);
    agents = Object.values(await optionsByName(ctx.admin, '/api/dependency/agents'));
  });

  const level = (order: number, match: 'any' | 'all', users: number[], user_types: number[] = []): LevelBody => ({
    name: `Level ${order}`,
    order,
    match,
    approvers: { users, user_types },
  });

  const definition = (overrides: Record<string, unknown> = {}) => ({
    name: 'Network board',
    action_on_approve: statuses['Pending Release'],
    action_on_deny: statuses.Planning,
    send_auto_reminders: 1,
    reminder_interval: 4,
    levels: [level(1, 'any', [agents[0], agents[1]]), level(2, 'all', [agents[2]], [userTypes.Admin])],
    ...overrides,
  });

  const read = async (id: number) => ok<{ data: CabView }>(await ctx.admin.get(`${api}/cab/${id}`), 'GET cab').data;
  const log = async (id: number) =>
    ok<{ data: { cab_activity_logs: { data: { name: string }[]; total: number; per_page: number } } }>(
      await ctx.admin.get(`${api}/cab-log/${id}?limit=10&sort-order=asc`),
      'GET cab-log',
    ).data.cab_activity_logs;

  it('offers the lookups the form needs: change statuses, user types and users', async () => {
    expect(Object.keys(userTypes)).toEqual(['Admin', 'Agent']);
    expect(statuses['Pending Release']).toEqual(expect.any(Number));
    const users = await ctx.admin.get('/api/dependency/users?meta=true');
    expect(users.statusCode).toBe(200);
  });

  it('lists the definitions with sort_by, order (inverted) and search', async () => {
    const page = ok<{ data: { data: { name: string }[]; total: number } }>(
      await ctx.admin.get(`${api}/cab?sort_by=name&order=desc&limit=2&page=1`),
      'GET cab',
    ).data;
    expect(page.total).toBe(3);
    expect(page.data.map((row) => row.name)).toEqual(['Emergency CAB', 'Major Change Board']);
    expect(Object.keys(page.data[0])).toEqual(['id', 'name', 'created_at', 'updated_at']);
    const searched = ok<{ data: { data: { name: string }[]; total: number } }>(
      await ctx.admin.get(`${api}/cab?search=major`),
      'GET cab',
    ).data;
    expect(searched).toEqual({ data: [expect.objectContaining({ name: 'Major Change Board' })], total: 1 });
    expect((await ctx.admin.get(`${api}/cab?sort_by=secret`)).statusCode).toBe(422);
  });

  it('creates a definition, reads it with its levels in order and logs it', async () => {
    const response = await postJson(ctx.admin, `${api}/cab`, definition());
    expect(response.json()).toEqual({ message: 'CAB created successfully.', data: { id: expect.any(Number) } });
    const cab = await read(response.json().data.id);
    expect(cab).toMatchObject({
      name: 'Network board',
      action_on_approve: { id: statuses['Pending Release'], name: 'Pending Release' },
      action_on_deny: { id: statuses.Planning, name: 'Planning' },
      send_auto_reminders: 1,
      reminder_interval: 4,
    });
    expect(cab.levels.map((row) => [row.name, row.order, row.match])).toEqual([
      ['Level 1', 1, 'any'],
      ['Level 2', 2, 'all'],
    ]);
    expect(cab.levels[0].approvers.users.map((user) => user.id)).toEqual([agents[0], agents[1]].sort((a, b) => a - b));
    expect(cab.levels[1].approvers.user_types).toEqual([{ id: userTypes.Admin, name: 'Admin' }]);
    expect((await log(cab.id)).data.map((entry) => entry.name)).toEqual([
      'Ada Admin created the CAB <b>Network board</b>',
    ]);
  });

  it('edits a definition: keeps, rewrites and adds levels, and stores no interval without reminders', async () => {
    const id = await saveCabDefinition(ctx.admin, definition());
    const before = await read(id);
    const edit = {
      ...definition({ id, name: 'Network board (edited)', send_auto_reminders: 0, reminder_interval: 24 }),
      levels: [
        { ...level(2, 'any', [agents[3]]), id: before.levels[0].id, name: 'Moved' },
        level(1, 'all', [], [userTypes.Agent]),
      ],
    };
    const response = await postJson(ctx.admin, `${api}/cab`, edit);
    expect(response.json()).toEqual({ message: 'CAB updated successfully.', data: { id } });
    const after = await read(id);
    expect(after).toMatchObject({ name: 'Network board (edited)', send_auto_reminders: 0, reminder_interval: null });
    expect(after.levels.map((row) => [row.name, row.order, row.match])).toEqual([
      ['Level 1', 1, 'all'],
      ['Moved', 2, 'any'],
    ]);
    expect(after.levels[1].id).toBe(before.levels[0].id);
    expect(after.levels[1].approvers.users.map((user) => user.id)).toEqual([agents[3]]);
    expect((await log(id)).data.at(-1)?.name).toMatch(/ updated the CAB <b>Network board \(edited\)<\/b>$/);
  });

  it('validates the definition on the server and places each error on its field', async () => {
    expect(errorsOf(await postJson(ctx.admin, `${api}/cab`, definition({ name: 'Emergency CAB' })))).toEqual({
      name: ['The name has already been taken.'],
    });
    expect(
      errorsOf(
        await postJson(ctx.admin, `${api}/cab`, {
          name: ' ',
          action_on_approve: 999999,
          send_auto_reminders: 1,
          levels: [],
        }),
      ),
    ).toEqual({
      name: ['The name field is required.'],
      action_on_approve: ['The selected action on approve is invalid.'],
      reminder_interval: ['The reminder interval field is required.'],
      levels: ['A CAB needs at least one level.'],
    });
    expect(errorsOf(await postJson(ctx.admin, `${api}/cab`, definition({ reminder_interval: 3 })))).toEqual({
      reminder_interval: ['The selected reminder interval is invalid.'],
    });
    const badLevels = await postJson(
      ctx.admin,
      `${api}/cab`,
      definition({
        levels: [
          { name: '', order: 1, match: 'some', approvers: { users: [], user_types: [] } },
          { ...level(1, 'all', [999999]) },
          'level',
        ],
      }),
    );
    expect(errorsOf(badLevels)).toEqual({
      'levels.0.name': ['The level name field is required.'],
      'levels.0.match': ['The selected levels.0.match is invalid.'],
      'levels.0.approvers': [APPROVER_REQUIRED],
      'levels.1.approvers.users.0': ['The selected levels.1.approvers.users.0 is invalid.'],
      'levels.1.approvers': [APPROVER_REQUIRED],
      'levels.2': ['The level must be an object.'],
    });
    const badOrders = await postJson(
      ctx.admin,
      `${api}/cab`,
      definition({ levels: [level(1, 'any', [agents[0]]), level(1, 'all', [agents[1]])] }),
    );
    expect(errorsOf(badOrders)).toEqual({ 'levels.1.order': ['The level orders must run from 1 to 2.'] });
  });

  it("refuses another CAB's level and an unknown CAB id", async () => {
    const id = await saveCabDefinition(ctx.admin, definition());
    const other = (await read((await optionsByName(ctx.admin, `${api}/dependency/cabs`))['Emergency CAB'])).levels[0];
    const stolen = await postJson(
      ctx.admin,
      `${api}/cab`,
      definition({ id, levels: [{ ...level(1, 'any', [agents[0]]), id: other.id }] }),
    );
    expect(errorsOf(stolen)).toEqual({ 'levels.0.id': ['The selected level is invalid.'] });
    const unknown = await postJson(ctx.admin, `${api}/cab`, definition({ id: 999999, name: 'x' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'CAB not found.' });
  });

  it('deletes a level only while another one is left, numbering the rest 1..n and logging it', async () => {
    const id = await saveCabDefinition(ctx.admin, {
      ...definition(),
      levels: [level(1, 'any', [agents[0]]), level(2, 'all', [agents[1]]), level(3, 'any', [agents[2]])],
    });
    const [first, second, third] = (await read(id)).levels;
    expect((await remove(ctx.admin, `${api}/cab/${second.id}/level`)).json()).toEqual({
      message: 'CAB level deleted successfully.',
    });
    expect((await read(id)).levels.map((row) => [row.id, row.order])).toEqual([
      [first.id, 1],
      [third.id, 2],
    ]);
    await remove(ctx.admin, `${api}/cab/${first.id}/level`);
    const last = await remove(ctx.admin, `${api}/cab/${third.id}/level`);
    expect(last.statusCode).toBe(422);
    expect(last.json()).toMatchObject({ message: 'A CAB needs at least one level.' });
    expect((await read(id)).levels.map((row) => row.id)).toEqual([third.id]);
    expect((await log(id)).data.map((entry) => entry.name).slice(1)).toEqual([
      expect.stringMatching(/ deleted the level <b>Level 2<\/b>$/),
      expect.stringMatching(/ deleted the level <b>Level 1<\/b>$/),
    ]);
    expect((await remove(ctx.admin, `${api}/cab/999999/level`)).statusCode).toBe(404);
  });

  it('pages the activity log with per_page and total', async () => {
    const id = await saveCabDefinition(ctx.admin, definition());
    for (let round = 0; round < 11; round += 1) {
      await postJson(ctx.admin, `${api}/cab`, definition({ id, name: `Network board ${round}` }));
    }
    const page = ok<{ data: { cab_activity_logs: { data: { name: string }[]; total: number; per_page: number } } }>(
      await ctx.admin.get(`${api}/cab-log/${id}?page=2&limit=10&sort-order=desc`),
      'GET cab-log',
    ).data.cab_activity_logs;
    expect(page).toMatchObject({ total: 12, per_page: 10 });
    expect(page.data.map((entry) => entry.name)).toEqual([
      expect.stringMatching(/ updated the CAB <b>Network board 0<\/b>$/),
      expect.stringMatching(/ created the CAB <b>Network board<\/b>$/),
    ]);
  });

  it('deletes a definition from the list path', async () => {
    const id = await saveCabDefinition(ctx.admin, definition());
    const response = await remove(ctx.admin, `${api}/cab/${id}/workflow/`);
    expect(response.json()).toEqual({ message: 'CAB deleted successfully.' });
    expect((await ctx.admin.get(`${api}/cab/${id}`)).statusCode).toBe(404);
    expect((await remove(ctx.admin, `${api}/cab/${id}/workflow/`)).statusCode).toBe(404);
  });

  it('lets only administrators write, and needs the CSRF token', async () => {
    const id = await saveCabDefinition(ctx.admin, definition());
    const agent = await signedIn(ctx.app, 'Sam Agent');
    expect((await agent.get(`${api}/cab/${id}`)).statusCode).toBe(200);
    expect((await postJson(agent, `${api}/cab`, definition({ name: 'Agent board' }))).statusCode).toBe(403);
    expect((await remove(agent, `${api}/cab/${id}/workflow/`)).statusCode).toBe(403);
    const levelId = (await read(id)).levels[0].id;
    expect((await remove(agent, `${api}/cab/${levelId}/level`)).statusCode).toBe(403);
    const forged = await ctx.admin.request({ method: 'POST', url: `${api}/cab`, payload: definition(), csrf: false });
    expect(forged.statusCode).toBe(419);
  });
});
