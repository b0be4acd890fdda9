import { optionsByName, saveCabDefinition } from '../../testing/cab-definitions';
import { useClockedApp } from '../../testing/use-app';
import { ok, postJson, remove } from '../../testing/requests';

const api = '/service-desk/api';
const HOUR = 60 * 60 * 1000;
const CHANGE = 17;

interface Board {
  name: string;
  status: string;
  created_at: string;
  approval_levels: {
    id: number;
    name: string;
    match: string;
    status: string;
    is_active: boolean;
    approve_users: { name: string; status: string }[];
  }[];
}

/**
 * What a CAB definition does once applied to a change: its levels run in order, `any` or `all`
 * decides each, the actions on approve and deny set the change's status, the reminders follow its
 * interval, and editing or deleting the definition leaves the running board as it was applied.
 */
describe('a CAB definition applied to a change', () => {
  const ctx = useClockedApp();
  let statuses: Record<string, number>;
  let agents: number[];

  beforeEach(async () => {
    statuses = await optionsByName(ctx.admin, `${api}/dependency/change_statuses`);
    agents = Object.values(await optionsByName(ctx.admin, '/api/dependency/agents'));
  });

  const definition = () => ({
    name: 'Two-level board',
    action_on_approve: statuses['Pending Review'],
    action_on_deny: statuses.Planning,
    send_auto_reminders: 1,
    reminder_interval: 4,
    levels: [
      { name: 'Peers', order: 1, match: 'any', approvers: { users: [agents[0], agents[1]], user_types: [] } },
      { name: 'Owners', order: 2, match: 'all', approvers: { users: [agents[2], agents[3]], user_types: [] } },
    ],
  });

  const board = async (): Promise<Board> =>
    ok<{ data: Board[] }>(await ctx.admin.get(`${api}/change-approval-status/${CHANGE}`), 'approval status').data[0];
  const changeStatus = async () =>
    ok<{ data: { change: { status: { name: string } } } }>(await ctx.admin.get(`${api}/change/${CHANGE}`), 'change')
      .data.change.status.name;
  const mails = async () =>
    ok<{ data: { mails: { body: string }[] } }>(
      await ctx.admin.get('/shim/outbox?limit=100&kind=cab_reminder'),
      'outbox',
    ).data.mails;
  const after = async (hours: number) => {
    const applied = new Date(`${(await board()).created_at.replace(' ', 'T')}Z`).getTime();
    ctx.clock.moveTo(new Date(applied + hours * HOUR));
  };
  /** The approval links of the active level's pending approvers, read from a reminder sent by hand. */
  const links = async (): Promise<string[]> => {
    const level = (await board()).approval_levels.find((candidate) => candidate.is_active)!;
    ok(await postJson(ctx.admin, `${api}/send-reminder`, { type: 'level', change_id: CHANGE, id: level.id }), 'remind');
    const sent = (await mails()).slice(0, level.approve_users.filter((user) => user.status === 'PENDING').length);
    return sent.map((mail) => /\/change-approval\/([0-9a-f]+)/.exec(mail.body)![1]);
  };
  const decide = async (hash: string, action_type: 'approve' | 'deny') =>
    ok(await postJson(ctx.admin, `${api}/approval-action/${hash}`, { action_type, comment: 'Ok' }), 'decide');

  it('runs its levels in order with any and all, then sets the status of the action on approve', async () => {
    const cabId = await saveCabDefinition(ctx.admin, definition());
    ok(await postJson(ctx.admin, `${api}/apply-cab-approval`, { change_id: CHANGE, workflow_id: cabId }), 'apply');

    let levels = (await board()).approval_levels;
    expect(levels.map((level) => [level.name, level.match, level.is_active])).toEqual([
      ['Peers', 'any', true],
      ['Owners', 'all', false],
    ]);
    await decide((await links())[0], 'approve');
    levels = (await board()).approval_levels;
    expect(levels.map((level) => [level.status, level.is_active])).toEqual([
      ['APPROVED', false],
      ['PENDING', true],
    ]);
    const [first, second] = await links();
    await decide(first, 'approve');
    expect((await board()).status).toBe('PENDING');
    expect(await changeStatus()).toBe('Awaiting Approval');
    await decide(second, 'approve');
    expect((await board()).status).toBe('APPROVED');
    expect(await changeStatus()).toBe('Pending Review');
  });

  it('sets the status of the action on deny', async () => {
    const cabId = await saveCabDefinition(ctx.admin, definition());
    ok(await postJson(ctx.admin, `${api}/apply-cab-approval`, { change_id: CHANGE, workflow_id: cabId }), 'apply');
    await decide((await links())[1], 'deny');
    expect((await board()).status).toBe('DENIED');
    expect(await changeStatus()).toBe('Planning');
  });

  it('reminds every reminder_interval hours of the definition', async () => {
    const cabId = await saveCabDefinition(ctx.admin, definition());
    ok(await postJson(ctx.admin, `${api}/apply-cab-approval`, { change_id: CHANGE, workflow_id: cabId }), 'apply');
    await after(3.9);
    expect(await mails()).toEqual([]);
    await after(4);
    expect(await mails()).toHaveLength(2);
    await after(8);
    expect(await mails()).toHaveLength(4);
  });

  it('leaves a running board as it was applied when the definition is edited or deleted', async () => {
    const cabId = await saveCabDefinition(ctx.admin, definition());
    ok(await postJson(ctx.admin, `${api}/apply-cab-approval`, { change_id: CHANGE, workflow_id: cabId }), 'apply');
    const applied = await board();

    const edited = definition();
    edited.name = 'Renamed board';
    edited.reminder_interval = 24;
    edited.levels = [{ ...edited.levels[1], name: 'Only level', order: 1, match: 'any' }];
    ok(await postJson(ctx.admin, `${api}/cab`, { ...edited, id: cabId }), 'edit');
    expect(await board()).toEqual(applied);
    // The board keeps reminding every 4 hours, as the definition did when it was applied.
    await after(4);
    expect(await mails()).toHaveLength(2);

    ok(await remove(ctx.admin, `${api}/cab/${cabId}/workflow/`), 'delete');
    expect(await board()).toEqual(applied);
  });
});
