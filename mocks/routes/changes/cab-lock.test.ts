import type { LightMyRequestResponse } from 'fastify';
import type { TestClient } from '../../testing/client';
import { postForm, postJson, remove } from '../../testing/requests';
import { useUploadApp } from '../../testing/use-app';
import { CHANGE_LOCKED } from './kind';
import { readRows } from '../../testing/read-db';

const api = '/service-desk/api';

/** A change with a bit of everything attached, so that every detach has something to detach. */
const CHANGE = 21;

describe('a change while its CAB approval is pending', () => {
  const ctx = useUploadApp();

  const read = <T>(sql: string, ...params: unknown[]): T[] => readRows<T>(ctx.dbFile, sql, ...params);
  const one = <T>(sql: string, ...params: unknown[]): T => read<T>(sql, ...params)[0];

  /** Everything the locked calls could change about the change. */
  const snapshot = () => ({
    change: read('SELECT * FROM changes WHERE id = ?', CHANGE),
    assets: read('SELECT * FROM change_assets WHERE change_id = ? ORDER BY asset_id', CHANGE),
    tickets: read('SELECT * FROM ticket_changes WHERE change_id = ? ORDER BY ticket_id, type', CHANGE),
    tasks: read('SELECT * FROM change_task_links WHERE change_id = ? ORDER BY task_id', CHANGE),
    release: read('SELECT * FROM change_releases WHERE change_id = ?', CHANGE),
    releases: read('SELECT id FROM releases ORDER BY id'),
    planning: read(
      "SELECT * FROM planning_popups WHERE owner_type = 'sd_changes' AND owner_id = ? ORDER BY key",
      CHANGE,
    ),
  });

  const statusName = () =>
    one<{ name: string }>(
      'SELECT s.name FROM changes c JOIN change_statuses s ON s.id = c.status_id WHERE c.id = ?',
      CHANGE,
    ).name;

  const applyCab = async (client: TestClient) => {
    const cab = one<{ id: number }>("SELECT id FROM cabs WHERE name = 'Standard Change Board'");
    const response = await postJson(client, `${api}/apply-cab-approval`, { change_id: CHANGE, workflow_id: cab.id });
    expect(response.statusCode).toBe(200);
  };

  /** Links the change has (or may have) before the CAB is applied, so the detaches have a target. */
  const prepare = async () => {
    const asset = one<{ id: number }>(
      'SELECT id FROM assets WHERE id NOT IN (SELECT asset_id FROM change_assets WHERE change_id = ?) LIMIT 1',
      CHANGE,
    );
    expect(
      (await postJson(ctx.admin, `${api}/change/attach-assets/${CHANGE}`, { asset_ids: [asset.id] })).statusCode,
    ).toBe(200);
    const ticket = one<{ id: number }>(
      'SELECT id FROM tickets WHERE id NOT IN (SELECT ticket_id FROM ticket_changes WHERE change_id = ?) LIMIT 1',
      CHANGE,
    );
    const attachTicket = await postJson(ctx.admin, `${api}/attach-ticket/change`, {
      change_id: CHANGE,
      ticket_ids: [ticket.id],
      type: 'initiating',
    });
    expect(attachTicket.statusCode).toBe(200);
    const planning = await postForm(ctx.admin, `${api}/general-popup/${CHANGE}/sd_changes`, {
      identifier: 'reason',
      description: '<p>Capacity</p>',
    });
    expect(planning.statusCode).toBe(200);
    return { asset: asset.id, ticket: ticket.id };
  };

  /** The change form as the edit screen sends it, with a new subject. */
  const editForm = () => {
    const change = one<Record<string, number | string>>('SELECT * FROM changes WHERE id = ?', CHANGE);
    return {
      id: CHANGE,
      subject: 'Edited while pending',
      description: String(change.description),
      requester_id: change.requester_id,
      status_id: change.status_id,
      change_type_id: change.change_type_id,
    };
  };

  it('refuses every edit, attach, detach, assignment and status change with a 422 and changes nothing', async () => {
    const { asset, ticket } = await prepare();
    const task = read<{ task_id: number }>('SELECT task_id FROM change_task_links WHERE change_id = ?', CHANGE)[0];
    const freeAsset = one<{ id: number }>(
      'SELECT id FROM assets WHERE id NOT IN (SELECT asset_id FROM change_assets WHERE change_id = ?) LIMIT 1',
      CHANGE,
    ).id;
    const freeTicket = one<{ id: number }>(
      'SELECT id FROM tickets WHERE id NOT IN (SELECT ticket_id FROM ticket_changes WHERE change_id = ?) LIMIT 1',
      CHANGE,
    ).id;
    const release = one<{ id: number }>('SELECT id FROM releases LIMIT 1').id;
    const agent = one<{ id: number }>("SELECT id FROM users WHERE role = 'agent' LIMIT 1").id;
    const closed = one<{ id: number }>("SELECT id FROM change_statuses WHERE name = 'Closed'").id;
    await applyCab(ctx.admin);
    const before = snapshot();

    const calls: [string, () => Promise<LightMyRequestResponse>][] = [
      ['edit', () => postForm(ctx.admin, `${api}/change`, editForm())],
      [
        'set the status',
        () => postForm(ctx.admin, `${api}/change`, { ...editForm(), subject: 'x', status_id: closed }),
      ],
      ['close', () => postJson(ctx.admin, `${api}/change-close/${CHANGE}`)],
      ['assign', () => ctx.admin.get(`${api}/change/assign/${agent}/${CHANGE}`)],
      ['attach assets', () => postJson(ctx.admin, `${api}/change/attach-assets/${CHANGE}`, { asset_ids: [freeAsset] })],
      ['detach an asset', () => remove(ctx.admin, `${api}/change/detach-asset/${CHANGE}/${asset}`)],
      [
        'attach tickets',
        () =>
          postJson(ctx.admin, `${api}/attach-ticket/change`, {
            change_id: CHANGE,
            ticket_ids: [freeTicket],
            type: 'initiated',
          }),
      ],
      [
        'detach a ticket',
        () => remove(ctx.admin, `${api}/detach-ticket/change?change_id=${CHANGE}&ticket_id=${ticket}&type=initiating`),
      ],
      [
        'attach the change to a ticket',
        () =>
          postJson(ctx.admin, `${api}/attach-change/ticket`, {
            ticket_id: freeTicket,
            change_id: CHANGE,
            type: 'initiated',
          }),
      ],
      [
        'detach the change from a ticket',
        () => remove(ctx.admin, `${api}/detach-change/ticket?ticket_id=${ticket}&change_id=${CHANGE}&type=initiating`),
      ],
      ['attach a release', () => postJson(ctx.admin, `${api}/change/attach-release/${CHANGE}/${release}`)],
      ['detach the release', () => remove(ctx.admin, `${api}/change/detach-release/${CHANGE}`)],
      [
        'create a release for it',
        () =>
          postForm(ctx.admin, `${api}/release`, {
            subject: 'Release while pending',
            description: '<p>x</p>',
            status_id: one<{ id: number }>('SELECT id FROM release_statuses LIMIT 1').id,
            priority_id: one<{ id: number }>('SELECT id FROM priorities LIMIT 1').id,
            release_type_id: one<{ id: number }>('SELECT id FROM release_types LIMIT 1').id,
            change_id: CHANGE,
          }),
      ],
      [
        'save planning',
        () =>
          postForm(ctx.admin, `${api}/general-popup/${CHANGE}/sd_changes`, {
            identifier: 'impact',
            description: '<p>Wide</p>',
          }),
      ],
      ['delete planning', () => remove(ctx.admin, `${api}/delete/general-popup/${CHANGE}/sd_changes/reason`)],
    ];
    if (task) {
      calls.push([
        'detach a task',
        () => remove(ctx.admin, `${api}/detach-task/change?change_id=${CHANGE}&task_id=${task.task_id}`),
      ]);
    }

    for (const [what, call] of calls) {
      const response = await call();
      const answer = { what, status: response.statusCode, message: (response.json() as { message: string }).message };
      if (what === 'create a release for it') {
        expect(response.json()).toMatchObject({ errors: { change_id: [CHANGE_LOCKED] } });
        expect(answer.status).toBe(422);
      } else {
        expect(answer).toEqual({ what, status: 422, message: CHANGE_LOCKED });
      }
    }
    expect(snapshot()).toEqual(before);
  });

  it('offers no detail edits in the flags while pending', async () => {
    await applyCab(ctx.admin);
    const body = (await ctx.admin.get(`${api}/change-action/${CHANGE}`)).json() as {
      data: { actions: Record<string, boolean> };
    };
    expect(body.data.actions).toMatchObject({ change_details_edit_permission: false, remove_cab: true });
  });

  it('gives the change back its status when the CAB is removed, and then accepts edits again', async () => {
    const before = statusName();
    await applyCab(ctx.admin);
    expect(statusName()).toBe('Awaiting Approval');
    expect((await remove(ctx.admin, `${api}/remove-cab-approval/${CHANGE}`)).statusCode).toBe(200);
    expect(statusName()).toBe(before);
    const log = read<{ name: string }>(
      'SELECT name FROM change_activity_logs WHERE change_id = ? ORDER BY id DESC LIMIT 2',
      CHANGE,
    ).map((row) => row.name);
    expect(log[0]).toContain(`changed the status to <b>${before}</b>`);

    const edit = await postForm(ctx.admin, `${api}/change`, editForm());
    expect(edit.json()).toMatchObject({ message: 'Change updated successfully.' });
  });
});
