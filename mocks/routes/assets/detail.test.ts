import { TestClient } from '../../testing/client';
import { ok, postJson } from '../../testing/requests';
import { useApp } from '../../testing/use-app';

const api = '/service-desk/api';

interface LogPage {
  data: { name: string; creator: { id: number } | null }[];
  total: number;
}

describe('an asset and its activity log', () => {
  const ctx = useApp();

  it('reads the asset with its type, status, people and places', async () => {
    const { asset } = ok<{ data: { asset: Record<string, unknown> } }>(
      await ctx.admin.get(`${api}/asset/41`),
      'asset',
    ).data;
    expect(asset).toMatchObject({
      id: 41,
      name: 'APC NetShelter SX 42U rack (RCK-001)',
      identifier: expect.stringMatching(/^AST-\d{4}$/),
      asset_type: { id: expect.any(Number), name: 'Rack' },
      asset_status: { name: 'In Use' },
      department: { id: expect.any(Number), name: expect.any(String) },
      location: { id: expect.any(Number), name: expect.any(String) },
      managed_by: { id: expect.any(Number), full_name: expect.any(String), email: expect.any(String) },
      used_by: null,
      attachments: [],
    });
    expect((await ctx.admin.get(`${api}/asset/999999`)).json()).toEqual({ message: 'Asset not found.' });
    const requester = new TestClient(ctx.app);
    await requester.signInAs('Rita Requester');
    expect((await requester.get(`${api}/asset/41`)).statusCode).toBe(403);
  });

  it('logs a relationship added and removed on both assets, newest first', async () => {
    const body = { parent_asset_id: 41, child_asset_ids: [1], cmdb_id: 1, relation: 'forward' };
    expect((await postJson(ctx.admin, `${api}/make-cmdb`, body)).statusCode).toBe(200);
    expect((await ctx.admin.request({ method: 'DELETE', url: `${api}/remove-cmdb`, payload: body })).statusCode).toBe(
      200,
    );
    const log = async (id: number) =>
      ok<{ data: { asset_activity_logs: LogPage } }>(await ctx.admin.get(`${api}/asset-log/${id}`), 'log').data
        .asset_activity_logs;
    const rack = await log(41);
    expect(rack.total).toBe(2);
    expect(rack.data.map((entry) => entry.name)).toEqual([
      expect.stringMatching(/ removed the relationship <b>Depends on<\/b> with <b>.+<\/b>$/),
      expect.stringMatching(/ added the relationship <b>Depends on<\/b> with <b>.+<\/b>$/),
    ]);
    expect((await log(1)).data[1].name).toMatch(
      / added the relationship <b>Is needed by<\/b> with <b>APC NetShelter SX 42U rack \(RCK-001\)<\/b>$/,
    );
  });
});
