import { assetListOf } from '../../testing/asset-list';
import { ok } from '../../testing/requests';
import { useApp } from '../../testing/use-app';

const api = '/service-desk/api';

type Counts = { name: string | null; count: number }[];

describe('the report views of GET asset-list: count=true and column=true', () => {
  const ctx = useApp({ once: true });
  const assetList = assetListOf(ctx);
  const counts = async (query: string) =>
    ok<{ data: { assets: Counts } }>(await ctx.admin.get(`${api}/asset-list?count=true&${query}`), query).data.assets;
  const sum = (rows: Counts) => rows.reduce((total, row) => total + row.count, 0);

  it.each([
    ['', 'asset_type'],
    ['asset_status_ids[0]=1', 'asset_type'],
    ['asset_type_ids[0]=1&assigned_on_begin=2000-01-01+00:00:00&assigned_on_end=2099-01-01+00:00:00', 'department'],
    ['search-query=laptop', 'used_by'],
  ])('counts what the list with %s matches, per %s', async (filters, dimension) => {
    const rows = await counts(`${filters}&count_by=${dimension}`);
    const listed = await assetList(`${filters}&limit=100`);
    expect(sum(rows)).toBe(listed.total);
    // Every asset of each group is one the list shows under that name.
    const names = listed.data.map((asset) => {
      const value = asset[dimension as 'asset_type' | 'department'] as { name?: string; full_name?: string } | null;
      return value ? (value.full_name ?? value.name ?? null) : null;
    });
    if (listed.total <= 100) {
      for (const row of rows)
        expect([row.name, names.filter((name) => name === row.name).length]).toEqual([row.name, row.count]);
    }
    expect(rows.map((row) => row.count)).toEqual([...rows.map((row) => row.count)].sort((a, b) => b - a));
  });

  it('counts by asset type unless told otherwise, and refuses an unknown dimension or filter', async () => {
    const byType = await counts('');
    const types = await counts('count_by=asset_type');
    expect(byType).toEqual(types);
    const bad = await ctx.admin.get(`${api}/asset-list?count=true&count_by=password&asset_ids[0]=x`);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['asset_ids.0', 'count_by']);
  });

  it('lists the columns, shown as the report chose them with filter_id', async () => {
    const columns = async (query: string) =>
      ok<{ data: { asset_columns: { key: string; value: string; display: boolean }[] } }>(
        await ctx.admin.get(`${api}/asset-list?column=true${query}`),
        query,
      ).data.asset_columns;
    const all = await columns('');
    expect(all.map((column) => column.key)).toEqual(
      expect.arrayContaining(['id', 'name', 'identifier', 'description']),
    );
    expect(all.filter((column) => column.display).map((column) => column.key)).toContain('name');
    const shown = (await columns('&filter_id=1')).filter((column) => column.display).map((column) => column.key);
    expect(shown).toEqual(['asset_id', 'name', 'identifier', 'used_by', 'assigned_on']);
    expect((await ctx.admin.get(`${api}/asset-list?column=true&filter_id=999999`)).statusCode).toBe(404);
  });

  it.each(['asset_id', 'assigned_on', 'created_at', 'updated_at'] as const)(
    'sorts the asset list on %s, as the report table does',
    async (field) => {
      const valueOf = (asset: { id: number; assigned_on: string | null; created_at: string; updated_at: string }) =>
        field === 'asset_id' ? asset.id : (asset[field] ?? '');
      for (const order of ['asc', 'desc'] as const) {
        // The order is sent inverted: 'desc' asks for ascending rows.
        const { data } = await assetList(`sort-field=${field}&sort-order=${order}&limit=50`);
        const values = data.map(valueOf);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(values).toEqual(order === 'desc' ? sorted : sorted.reverse());
      }
    },
  );
});
