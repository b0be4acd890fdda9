import { postJson } from '../../testing/requests';
import { useApp } from '../../testing/use-app';

const api = '/service-desk/api';
const ASSET = 41;

interface Page {
  total: number;
  [rows: string]: unknown;
}

/** The records an asset's tabs list: each list narrowed to the asset with asset_ids[] (tickets: asset-ids[]). */
describe('the lists of the records an asset is attached to', () => {
  const ctx = useApp();

  const page = async (path: string): Promise<Page> => {
    const response = await ctx.admin.get(`${api}/${path}`);
    expect(response.statusCode).toBe(200);
    return response.json().data as Page;
  };
  const attach = async (type: string, ids: number[]) =>
    expect(
      (await postJson(ctx.admin, `${api}/attach-asset-services/${ASSET}`, { type, type_ids: ids })).statusCode,
    ).toBe(200);

  it.each([
    ['problem-list', 'problems', 'sd_problem'],
    ['change-list', 'changes', 'sd_changes'],
    ['release-list', 'releases', 'sd_releases'],
    ['contract-list', 'contracts', 'sd_contracts'],
  ])('%s?asset_ids[]= lists the %s the asset is attached to', async (path, key, type) => {
    const before = await page(`${path}?asset_ids[]=${ASSET}&limit=100`);
    const attachedBefore = (before[key] as { id: number }[]).map((row) => row.id);
    const candidates = (
      await page(`${path}?sort-field=id&sort-order=desc&limit=3${path === 'contract-list' ? '&user_ids[]=1' : ''}`)
    )[key] as { id: number }[];
    const fresh =
      path === 'contract-list' ? [1, 2] : candidates.map((row) => row.id).filter((id) => !attachedBefore.includes(id));
    await attach(type, fresh.slice(0, 2));
    const after = await page(`${path}?asset_ids[]=${ASSET}&sort-field=id&sort-order=desc&limit=100`);
    const ids = (after[key] as { id: number }[]).map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining(fresh.slice(0, 2)));
    expect(after.total).toBe(new Set([...attachedBefore, ...fresh.slice(0, 2)]).size);
    const paged = await page(`${path}?asset_ids[]=${ASSET}&limit=1&page=2`);
    expect((paged[key] as unknown[]).length).toBe(1);
  });

  it('lists a release with its type and planned dates, NULL when not planned', async () => {
    await attach('sd_releases', [1]);
    const { releases } = (await page(`release-list?asset_ids[]=${ASSET}&search-query=Q1`)) as {
      releases: Record<string, unknown>[];
    } & Page;
    expect(releases).toEqual([
      expect.objectContaining({
        id: 1,
        identifier: 'REL-0001',
        release_type: { id: expect.any(Number), name: expect.any(String) },
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d /),
      }),
    ]);
    expect(releases[0]).toHaveProperty('planned_start_date');
    expect((await ctx.admin.get(`${api}/release-list?sort-field=bogus`)).statusCode).toBe(422);
  });

  it('lists an asset’s tickets with ticket-list?asset-ids[]=, and needs exactly one asset', async () => {
    await attach('tickets', [1, 2]);
    const data = (await page(`ticket-list?asset-ids[]=${ASSET}&sort-field=id&sort-order=desc`)) as {
      tickets: Record<string, unknown>[];
    } & Page;
    expect(data.tickets.map((row) => row.id)).toEqual(expect.arrayContaining([1, 2]));
    expect(data.tickets[0]).toMatchObject({
      ticket_number: expect.any(String),
      title: expect.any(String),
      status: { name: expect.any(String) },
      priority: { name: expect.any(String) },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d /),
    });
    expect(data.tickets[0]).toHaveProperty('assigned');
    expect((await ctx.admin.get(`${api}/ticket-list`)).statusCode).toBe(422);
    expect((await ctx.admin.get(`${api}/ticket-list?asset-ids[]=1&asset-ids[]=2`)).statusCode).toBe(422);
  });
});
