import { signedIn } from '../../testing/upload-app';
import { ok, postJson } from '../../testing/requests';
import { readRows } from '../../testing/read-db';
import { useUploadApp } from '../../testing/use-app';
import { CHANGE_LOCKED } from '../changes/kind';

const api = '/service-desk/api';
const ASSET = 41;

interface LogPage {
  data: { name: string }[];
}

describe('attaching an asset to records from its page', () => {
  const ctx = useUploadApp();
  const read = <T>(sql: string, ...params: unknown[]) => readRows<T>(ctx.dbFile, sql, ...params);
  const detach = (payload: object, client = ctx.admin) =>
    client.request({ method: 'DELETE', url: `${api}/detach-asset-services/${ASSET}`, payload });
  const newest = async (path: string) =>
    ok<{ data: Record<string, LogPage> }>(await ctx.admin.get(`${api}/${path}`), path).data;

  /** A record of the table the asset is not attached to yet. */
  const freeRecord = (table: string, link: string, column: string) =>
    read<{ id: number }>(
      `SELECT id FROM ${table} WHERE id NOT IN (SELECT ${column} FROM ${link} WHERE asset_id = ?) ORDER BY id LIMIT 1`,
      ASSET,
    )[0].id;

  it('links the asset to each type of record and unlinks it, both logs saying so', async () => {
    const cases = [
      { type: 'tickets', table: 'tickets', link: 'ticket_assets', column: 'ticket_id' },
      { type: 'sd_problem', table: 'problems', link: 'problem_assets', column: 'problem_id' },
      { type: 'sd_changes', table: 'changes', link: 'change_assets', column: 'change_id' },
      { type: 'sd_releases', table: 'releases', link: 'release_assets', column: 'release_id' },
      { type: 'sd_contracts', table: 'contracts', link: 'contract_assets', column: 'contract_id' },
    ];
    for (const { type, table, link, column } of cases) {
      const id = freeRecord(table, link, column);
      const attached = await postJson(ctx.admin, `${api}/attach-asset-services/${ASSET}`, { type, type_ids: [id] });
      expect(attached.json()).toEqual({ message: 'Asset attached successfully.' });
      expect(read(`SELECT 1 FROM ${link} WHERE ${column} = ? AND asset_id = ?`, id, ASSET)).toHaveLength(1);
      const detached = await detach({ type, type_ids: [id] });
      expect(detached.json()).toEqual({ message: 'Asset detached successfully.' });
      expect(read(`SELECT 1 FROM ${link} WHERE ${column} = ? AND asset_id = ?`, id, ASSET)).toHaveLength(0);
    }
    const assetLog = (await newest(`asset-log/${ASSET}?limit=10`)).asset_activity_logs.data.map((entry) => entry.name);
    expect(assetLog[0]).toMatch(/ detached the contract <b>.+<\/b>$/);
    expect(assetLog[1]).toMatch(/ attached the contract <b>.+<\/b>$/);
    expect(assetLog[9]).toMatch(/ attached the ticket <b>#.+<\/b>$/);

    const problem = freeRecord('problems', 'problem_assets', 'problem_id');
    await postJson(ctx.admin, `${api}/attach-asset-services/${ASSET}`, { type: 'sd_problem', type_ids: [problem] });
    const problemLog = (await newest(`problem-log/${problem}`)).problem_activity_logs.data;
    expect(problemLog[0].name).toMatch(/ attached the asset <b>APC NetShelter SX 42U rack \(RCK-001\)<\/b>$/);
    const release = read<{ name: string }>('SELECT name FROM release_activity_logs ORDER BY id DESC LIMIT 1')[0];
    expect(release.name).toMatch(/ detached the asset <b>APC NetShelter SX 42U rack \(RCK-001\)<\/b>$/);
  });

  it('refuses unknown types and ids, an empty choice, a detach of what is not attached, and a locked change', async () => {
    const attach = (payload: object) => postJson(ctx.admin, `${api}/attach-asset-services/${ASSET}`, payload);
    expect((await attach({ type_ids: [1] })).json()).toMatchObject({
      errors: { type: ['The type field is required.'] },
    });
    expect((await attach({ type: 'users', type_ids: [1] })).json()).toMatchObject({
      errors: { type: ['The selected type is invalid.'] },
    });
    expect((await attach({ type: 'sd_problem', type_ids: [999999] })).statusCode).toBe(422);
    expect((await attach({ type: 'sd_problem', type_ids: [] })).json()).toMatchObject({
      message: 'Please select at least one record.',
    });
    const notAttached = freeRecord('problems', 'problem_assets', 'problem_id');
    const refused = await detach({ type: 'sd_problem', type_ids: [notAttached] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'The asset is not attached to the selected problem.' });
    expect(
      (await postJson(ctx.admin, `${api}/attach-asset-services/999999`, { type: 'sd_problem', type_ids: [1] }))
        .statusCode,
    ).toBe(404);

    const cab = read<{ id: number }>("SELECT id FROM cabs WHERE name = 'Standard Change Board'")[0];
    const change = freeRecord('changes', 'change_assets', 'change_id');
    await postJson(ctx.admin, `${api}/apply-cab-approval`, { change_id: change, workflow_id: cab.id });
    const locked = await attach({ type: 'sd_changes', type_ids: [change] });
    expect(locked.statusCode).toBe(422);
    expect(locked.json()).toMatchObject({ message: CHANGE_LOCKED });
    expect(read('SELECT 1 FROM change_assets WHERE change_id = ? AND asset_id = ?', change, ASSET)).toHaveLength(0);
  });

  it('answers 403 to a user without the attach or detach permission', async () => {
    const viewer = await signedIn(ctx.app, 'Vera Viewer');
    const payload = { type: 'sd_problem', type_ids: [1] };
    expect((await postJson(viewer, `${api}/attach-asset-services/${ASSET}`, payload)).statusCode).toBe(403);
    expect((await detach(payload, viewer)).statusCode).toBe(403);
  });
});
