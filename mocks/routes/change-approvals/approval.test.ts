import type { LightMyRequestResponse } from 'fastify';
import { cabActionFlags, isCabApprovalPending } from '../../db/change-approvals/pending';
import type { TestClient } from '../../testing/client';
import { signedIn } from '../../testing/upload-app';
import { useUploadApp } from '../../testing/use-app';
import { readRows, withReadOnlyDb } from '../../testing/read-db';

const api = '/service-desk/api';

interface Approver {
  id: number;
  name: string;
  status: string;
}

interface Level {
  id: number;
  name: string;
  order: number;
  match: 'any' | 'all';
  status: string;
  is_active: boolean;
  approve_users: Approver[];
  approve_user_types: Approver[];
}

interface Board {
  id: number;
  name: string;
  status: string;
  send_auto_reminders: boolean;
  approval_levels: Level[];
}

interface HashRow {
  hash: string;
  user_id: number | null;
  user_type_id: number | null;
  level_order: number;
}

function json<T>(response: LightMyRequestResponse, status = 200): T {
  expect({ status: response.statusCode, body: response.json() as unknown }).toMatchObject({ status });
  return response.json() as T;
}

function post(client: TestClient, url: string, payload: Record<string, unknown>) {
  return client.request({ method: 'POST', url, payload });
}

describe('CAB approval on a change', () => {
  const ctx = useUploadApp();
  let admin: TestClient;
  let cabs: Record<string, number>;

  const read = <T>(sql: string, ...params: unknown[]): T[] => readRows<T>(ctx.dbFile, sql, ...params);

  const pending = (changeId: number): boolean => withReadOnlyDb(ctx.dbFile, (db) => isCabApprovalPending(db, changeId));

  /** The approval links of the change's pending board: each user approver's, and one per user of a user type. */
  const hashes = (changeId: number): HashRow[] =>
    read<HashRow>(
      `SELECT hash, user_id, user_type_id, level_order FROM (
         SELECT a.hash, a.user_id, a.user_type_id, l.level_order, a.id AS approver_id, a.user_id AS person
         FROM change_cab_approvers a JOIN change_cab_levels l ON l.id = a.level_id
         JOIN change_cab_boards b ON b.id = l.board_id
         WHERE b.change_id = ? AND b.status = 'PENDING' AND a.user_id IS NOT NULL
         UNION ALL
         SELECT t.hash, a.user_id, a.user_type_id, l.level_order, a.id, t.user_id
         FROM change_cab_type_links t JOIN change_cab_approvers a ON a.id = t.approver_id
         JOIN change_cab_levels l ON l.id = a.level_id JOIN change_cab_boards b ON b.id = l.board_id
         WHERE b.change_id = ? AND b.status = 'PENDING')
       ORDER BY level_order, approver_id, person`,
      changeId,
      changeId,
    );

  const changeStatus = (changeId: number): string =>
    read<{ name: string }>(
      'SELECT s.name FROM changes c JOIN change_statuses s ON s.id = c.status_id WHERE c.id = ?',
      changeId,
    )[0].name;

  const logs = (changeId: number): string[] =>
    read<{ name: string }>('SELECT name FROM change_activity_logs WHERE change_id = ? ORDER BY id', changeId).map(
      (row) => row.name,
    );

  const status = async (changeId: number): Promise<Board[]> =>
    json<{ data: Board[] }>(await admin.get(`${api}/change-approval-status/${changeId}`)).data;

  const apply = async (changeId: number, cab: string) =>
    json<{ message: string }>(
      await post(admin, `${api}/apply-cab-approval`, { change_id: changeId, workflow_id: cabs[cab] }),
    );

  const act = (hash: string, action_type: string, comment = 'Looks good') =>
    post(admin, `${api}/approval-action/${hash}`, { action_type, comment });

  beforeEach(async () => {
    admin = ctx.admin;
    const options = json<{ data: { data: { id: number; name: string }[]; total: number } }>(
      await admin.get(`${api}/dependency/cabs`),
    ).data;
    cabs = Object.fromEntries(options.data.map((option) => [option.name, option.id]));
  });

  it('lists the seeded CABs in the cabs lookup', () => {
    expect(Object.keys(cabs)).toEqual(['Emergency CAB', 'Major Change Board', 'Standard Change Board']);
  });

  it('applies a CAB: a PENDING board with its levels in order, the first active, and an approver row each', async () => {
    expect(await apply(1, 'Major Change Board')).toEqual({ message: 'CAB applied successfully.' });
    const [board] = await status(1);
    expect(board).toMatchObject({ name: 'Major Change Board', status: 'PENDING', send_auto_reminders: true });
    expect(board.approval_levels.map((level) => [level.name, level.match, level.status, level.is_active])).toEqual([
      ['Technical review', 'all', 'PENDING', true],
      ['Management sign-off', 'any', 'PENDING', false],
    ]);
    expect(board.approval_levels[0].approve_users).toHaveLength(2);
    expect(board.approval_levels[1].approve_user_types).toEqual([
      {
        id: expect.any(Number),
        name: 'Admin',
        status: 'PENDING',
        comment: null,
        acted_by: null,
        acted_at: null,
        approval_link: null,
      },
    ]);
    expect(changeStatus(1)).toBe('Awaiting Approval');
    expect(logs(1).join('\n')).toContain('applied the CAB <b>Major Change Board</b>');
    // Hashes are long random hex strings: one per user approver, one per user of a user type.
    const rows = hashes(1);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(3);
    for (const row of rows) expect(row.hash).toMatch(/^[0-9a-f]{64}$/);

    const again = await post(admin, `${api}/apply-cab-approval`, { change_id: 1, workflow_id: cabs['Emergency CAB'] });
    expect(json(again, 422)).toMatchObject({ message: 'A CAB approval is already pending for this change.' });
  });

  it('validates the apply call and answers 404 for an unknown change', async () => {
    const missing = await post(admin, `${api}/apply-cab-approval`, {});
    expect(json(missing, 422)).toEqual({
      message: 'The given data was invalid.',
      errors: { change_id: ['The change field is required.'], workflow_id: ['The CAB field is required.'] },
    });
    const unknown = await post(admin, `${api}/apply-cab-approval`, { change_id: 999999, workflow_id: 999 });
    expect(json<{ errors: unknown }>(unknown, 422).errors).toEqual({
      change_id: ['The selected change is invalid.'],
      workflow_id: ['The selected CAB is invalid.'],
    });
    expect(json(await admin.get(`${api}/change-approval-status/999999`), 404)).toEqual({
      message: 'Change not found.',
    });
  });

  it("approves an 'any' level with one approver: the board is APPROVED and the status set from the CAB", async () => {
    await apply(2, 'Standard Change Board');
    const [first, second] = hashes(2);
    const conversation = json<{ data: { change: { subject: string; description: string } } }>(
      await admin.get(`${api}/change-conversation/${first.hash}`),
    );
    expect(conversation.data.change.subject).toEqual(expect.any(String));
    expect(conversation.data.change).toHaveProperty('description');

    const noComment = await post(admin, `${api}/approval-action/${first.hash}`, { action_type: 'approve' });
    expect(json<{ errors: unknown }>(noComment, 422).errors).toEqual({ comment: ['The comment field is required.'] });
    const badAction = await post(admin, `${api}/approval-action/${first.hash}`, { action_type: 'maybe', comment: 'x' });
    expect(json<{ errors: unknown }>(badAction, 422).errors).toEqual({
      action_type: ['The selected action type is invalid.'],
    });

    expect(json(await act(first.hash, 'approve'))).toEqual({ message: 'Change approved successfully.' });
    const [board] = await status(2);
    expect(board.status).toBe('APPROVED');
    expect(board.approval_levels[0]).toMatchObject({ status: 'APPROVED', is_active: false });
    expect(board.approval_levels[0].approve_users.map((user) => user.status)).toEqual(['APPROVED', 'PENDING']);
    expect(changeStatus(2)).toBe('Pending Release');
    expect(logs(2).at(-1)).toContain('completed the CAB <b>Standard Change Board</b>: approved');

    // The used link and the other approver's link are spent.
    for (const hash of [first.hash, second.hash]) {
      expect(json(await admin.get(`${api}/change-conversation/${hash}`), 404)).toEqual({
        message: 'This approval link is invalid or has already been used.',
      });
      expect(json(await act(hash, 'approve'), 404)).toEqual({
        message: 'This approval link is invalid or has already been used.',
      });
    }
  });

  it("needs every approver of an 'all' level, then moves to the next level in order", async () => {
    await apply(3, 'Major Change Board');
    const [a, b, management] = hashes(3);
    expect(management.level_order).toBe(2);

    const early = await act(management.hash, 'approve');
    expect(json(early, 422)).toMatchObject({ message: 'This approval level is not active yet.' });

    await act(a.hash, 'approve');
    let [board] = await status(3);
    expect(board.approval_levels.map((level) => [level.status, level.is_active])).toEqual([
      ['PENDING', true],
      ['PENDING', false],
    ]);
    expect(pending(3)).toBe(true);

    await act(b.hash, 'approve');
    [board] = await status(3);
    expect(board.approval_levels.map((level) => [level.status, level.is_active])).toEqual([
      ['APPROVED', false],
      ['PENDING', true],
    ]);
    expect(board.status).toBe('PENDING');
    expect(changeStatus(3)).toBe('Awaiting Approval');

    await act(management.hash, 'approve');
    [board] = await status(3);
    expect(board.status).toBe('APPROVED');
    expect(board.approval_levels[1].approve_user_types[0].status).toBe('APPROVED');
    expect(changeStatus(3)).toBe('Pending Release');
    expect(pending(3)).toBe(false);
  });

  it('a deny denies the level and the board and sets the status from the action on deny', async () => {
    await apply(4, 'Major Change Board');
    const [a, b] = hashes(4);
    expect(json(await act(a.hash, 'deny', 'Not in this window'))).toEqual({ message: 'Change denied successfully.' });
    const [board] = await status(4);
    expect(board.status).toBe('DENIED');
    expect(board.approval_levels.map((level) => [level.status, level.is_active])).toEqual([
      ['DENIED', false],
      ['PENDING', false],
    ]);
    expect(changeStatus(4)).toBe('Open');
    expect(json(await act(b.hash, 'approve'), 404)).toMatchObject({
      message: 'This approval link is invalid or has already been used.',
    });
  });

  it('scopes a hash to one approver on one change', async () => {
    await apply(5, 'Standard Change Board');
    await apply(6, 'Standard Change Board');
    const [onFive] = hashes(5);
    await act(onFive.hash, 'approve');
    expect((await status(5))[0].status).toBe('APPROVED');
    expect((await status(6))[0].status).toBe('PENDING');
    expect((await status(6))[0].approval_levels[0].approve_users.every((user) => user.status === 'PENDING')).toBe(true);
  });

  it('lets the signed-in user act as an approver of the active level only, and reports it in the flags', async () => {
    await apply(7, 'Emergency CAB');
    const rita = await signedIn(ctx.app, 'Rita Requester');
    const ritaId = (await rita.session()).user.id;
    const adminId = (await admin.session()).user.id;
    const flags = (changeId: number, userId: number) =>
      withReadOnlyDb(ctx.dbFile, (db) => cabActionFlags(db, changeId, userId));
    expect(flags(7, adminId)).toEqual({
      allowed_enforce_cab: false,
      allowed_cab_action: true,
      remove_cab: true,
    });
    expect(flags(7, ritaId)).toEqual({
      allowed_enforce_cab: false,
      allowed_cab_action: false,
      remove_cab: false,
    });
    expect(flags(8, adminId)).toEqual({
      allowed_enforce_cab: true,
      allowed_cab_action: false,
      remove_cab: false,
    });

    const denied = await post(rita, `${api}/approval-action-without-hash/7`, { action_type: 'approve', comment: 'ok' });
    expect(json(denied, 403)).toEqual({ message: 'You are not an approver of the active level of this change.' });
    const noComment = await post(admin, `${api}/approval-action-without-hash/7`, { action_type: 'approve' });
    expect(json<{ errors: unknown }>(noComment, 422).errors).toEqual({ comment: ['The comment field is required.'] });
    const ok = await post(admin, `${api}/approval-action-without-hash/7`, { action_type: 'approve', comment: 'Go' });
    expect(json(ok)).toEqual({ message: 'Change approved successfully.' });
    expect((await status(7))[0].status).toBe('APPROVED');
    expect(json(await post(admin, `${api}/approval-action-without-hash/999999`, {}), 404)).toEqual({
      message: 'Change not found.',
    });
  });

  it('adds and removes approvers on the active level, with the reason rules', async () => {
    await apply(9, 'Major Change Board');
    const [board] = await status(9);
    const [active, later] = board.approval_levels;
    const agents = json<{ data: { data: { id: number; name: string }[] } }>(
      await admin.get('/api/dependency/agents?limit=50'),
    ).data.data;
    const newcomer = agents.find((agent) => !active.approve_users.some((user) => user.id === agent.id))!;
    const base = { action: 'add', change_id: 9, level_id: active.id };

    const missing = await post(admin, `${api}/cab/add-approver`, base);
    expect(json<{ errors: unknown }>(missing, 422).errors).toEqual({
      approver_id: ['The approver field is required.'],
      comment: ['The reason field is required.'],
    });
    const long = await post(admin, `${api}/cab/add-approver`, {
      ...base,
      approver_id: newcomer.id,
      comment: 'x'.repeat(251),
    });
    expect(json<{ errors: unknown }>(long, 422).errors).toEqual({
      comment: ['The reason should be less than 250 characters.'],
    });
    const inactive = await post(admin, `${api}/cab/add-approver`, {
      ...base,
      level_id: later.id,
      approver_id: newcomer.id,
      comment: 'Needs finance',
    });
    expect(json(inactive, 422)).toMatchObject({
      message: 'Approvers can be added or removed only on the active level while it is pending.',
    });

    const added = await post(admin, `${api}/cab/add-approver`, {
      ...base,
      approver_id: newcomer.id,
      comment: 'Needs finance',
    });
    expect(json(added)).toEqual({ message: 'Approver added successfully.' });
    const twice = await post(admin, `${api}/cab/add-approver`, { ...base, approver_id: newcomer.id, comment: 'Again' });
    expect(json(twice, 422)).toMatchObject({ message: 'The user is already an approver of this level.' });
    expect((await status(9))[0].approval_levels[0].approve_users.map((user) => user.id)).toContain(newcomer.id);

    // 'all': the two original approvers approve; the level waits for the newcomer until they are removed.
    const rows = hashes(9).filter((row) => row.level_order === 1 && row.user_id !== newcomer.id);
    for (const row of rows) await act(row.hash, 'approve');
    expect((await status(9))[0].approval_levels[0].is_active).toBe(true);

    const removeMissing = await post(admin, `${api}/cab/remove-approver`, {
      action: 'remove',
      change_id: 9,
      level_id: active.id,
      approver_id: newcomer.id,
    });
    expect(json<{ errors: unknown }>(removeMissing, 422).errors).toEqual({
      comment: ['The reason field is required.'],
    });
    const approvedOne = await post(admin, `${api}/cab/remove-approver`, {
      action: 'remove',
      change_id: 9,
      level_id: active.id,
      approver_id: rows[0].user_id,
      comment: 'Left',
    });
    expect(json(approvedOne, 422)).toMatchObject({ message: 'Only a pending approver can be removed.' });
    const removed = await post(admin, `${api}/cab/remove-approver`, {
      action: 'remove',
      change_id: 9,
      level_id: active.id,
      approver_id: newcomer.id,
      comment: 'On leave',
    });
    expect(json(removed)).toEqual({ message: 'Approver removed successfully.' });
    const [after] = await status(9);
    expect(after.approval_levels.map((level) => [level.status, level.is_active])).toEqual([
      ['APPROVED', false],
      ['PENDING', true],
    ]);
    expect(logs(9).join('\n')).toContain('from the approvers of the level <b>Technical review</b>: On leave');
  });

  it('stops and resumes reminders and sends reminders only for an active PENDING level or approver', async () => {
    await apply(10, 'Major Change Board');
    const [board] = await status(10);
    const [active, later] = board.approval_levels;
    expect(json(await admin.get(`${api}/stop-auto-reminder/${board.id}`))).toEqual({
      message: 'Automatic reminders stopped.',
    });
    expect((await status(10))[0].send_auto_reminders).toBe(false);
    expect(json(await admin.get(`${api}/resume-auto-reminder/${board.id}`))).toEqual({
      message: 'Automatic reminders resumed.',
    });
    expect((await status(10))[0].send_auto_reminders).toBe(true);
    expect(json(await admin.get(`${api}/stop-auto-reminder/999999`), 404)).toEqual({
      message: 'CAB approval not found.',
    });

    const toLevel = await post(admin, `${api}/send-reminder`, { type: 'level', change_id: 10, id: active.id });
    expect(json(toLevel)).toEqual({ message: 'Reminder sent successfully.' });
    const toApprover = await post(admin, `${api}/send-reminder`, {
      type: 'approver',
      change_id: 10,
      id: active.approve_users[0].id,
      level_id: active.id,
    });
    expect(json(toApprover)).toEqual({ message: 'Reminder sent successfully.' });
    const toLater = await post(admin, `${api}/send-reminder`, { type: 'level', change_id: 10, id: later.id });
    expect(json(toLater, 422)).toMatchObject({
      message: 'A reminder can be sent only for an active level or approver that is pending.',
    });
    const bad = await post(admin, `${api}/send-reminder`, { type: 'everyone', change_id: 10 });
    expect(json<{ errors: Record<string, string[]> }>(bad, 422).errors).toMatchObject({
      type: ['The selected type is invalid.'],
      id: ['The id field is required.'],
    });

    const [first] = hashes(10);
    await act(first.hash, 'deny');
    const afterDecision = await admin.get(`${api}/stop-auto-reminder/${board.id}`);
    expect(json(afterDecision, 422)).toMatchObject({
      message: 'Automatic reminders can be changed only while the approval is pending.',
    });
  });

  it('removes a pending CAB approval and its links', async () => {
    await apply(11, 'Standard Change Board');
    const [row] = hashes(11);
    const response = await admin.request({ method: 'DELETE', url: `${api}/remove-cab-approval/11` });
    expect(json(response)).toEqual({ message: 'CAB approval removed successfully.' });
    expect(await status(11)).toEqual([]);
    expect(json(await admin.get(`${api}/change-conversation/${row.hash}`), 404)).toMatchObject({
      message: 'This approval link is invalid or has already been used.',
    });
    const again = await admin.request({ method: 'DELETE', url: `${api}/remove-cab-approval/11` });
    expect(json(again, 422)).toMatchObject({ message: 'There is no pending CAB approval to remove.' });
    const unknown = await admin.request({ method: 'DELETE', url: `${api}/remove-cab-approval/999999` });
    expect(json(unknown, 404)).toEqual({ message: 'Change not found.' });
    // A CAB can be applied again once nothing is pending.
    expect(await apply(11, 'Emergency CAB')).toEqual({ message: 'CAB applied successfully.' });
  });

  it('needs edit_change to apply or change approvers, and the CSRF token to act', async () => {
    const vera = await signedIn(ctx.app, 'Vera Viewer');
    const refused = await post(vera, `${api}/apply-cab-approval`, { change_id: 1, workflow_id: cabs['Emergency CAB'] });
    expect(json(refused, 403)).toEqual({ message: 'You do not have permission to edit changes.' });
    await apply(12, 'Standard Change Board');
    const [row] = hashes(12);
    const noToken = await admin.request({
      method: 'POST',
      url: `${api}/approval-action/${row.hash}`,
      payload: { action_type: 'approve', comment: 'x' },
      csrf: false,
    });
    expect(noToken.statusCode).toBe(419);
  });
});
