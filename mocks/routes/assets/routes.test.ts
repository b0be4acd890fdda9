import { useApp } from '../../testing/use-app';
import { indexed } from '../../testing/problem-list';
import { seededLinks } from '../../testing/seeded-links';

interface AssetRow {
  id: number;
  name: string;
  managed_by: { id: number; full_name: string } | null;
  used_by: { id: number; full_name: string } | null;
  contract: { id: number; name: string } | null;
  asset_type: { id: number; name: string };
}

describe('GET /service-desk/api/asset-list', () => {
  const ctx = useApp({ once: true });

  async function assets(query = ''): Promise<{ data: AssetRow[]; total: number }> {
    const response = await ctx.admin.get(`/service-desk/api/asset-list${query ? '?' + query : ''}`);
    if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
    return (response.json() as { data: { data: { data: AssetRow[]; total: number } } }).data.data;
  }

  it('pages every asset by name, Z to A by default as the inverted sort-order says', async () => {
    const page = await assets();
    expect(page.total).toBe(42);
    expect(page.data).toHaveLength(10);
    const names = page.data.map((a) => a.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());

    const ascending = await assets('sort-order=desc&limit=100');
    const all = ascending.data.map((a) => a.name.toLowerCase());
    expect(all).toEqual([...all].sort());
    for (const row of ascending.data) {
      expect(row.asset_type.name.length).toBeGreaterThan(0);
      if (row.managed_by) expect(row.managed_by.full_name).toMatch(/\S+ \S+/);
    }
    expect(ascending.data.some((a) => a.contract !== null)).toBe(true);
    expect(ascending.data.some((a) => a.used_by === null)).toBe(true);
  });

  it('sorts by the name of who manages or uses the asset', async () => {
    for (const field of ['managed_by', 'used_by'] as const) {
      const page = await assets(`sort-field=${field}&sort-order=desc&limit=100`);
      const names = page.data.map((a) => a[field]?.full_name.toLowerCase() ?? '');
      expect(names).toEqual([...names].sort());
      expect(new Set(names).size).toBeGreaterThan(2);
    }
  });

  it("lists a problem's assets with problem_ids, and the others with problem_id", async () => {
    const links = seededLinks().problemAssets;
    const problemId = links[0].problem_id;
    const attached = links.filter((l) => l.problem_id === problemId).map((l) => l.asset_id);

    const tab = await assets(indexed('problem_ids', [problemId]));
    expect(tab.data.map((a) => a.id).sort()).toEqual([...attached].sort());
    expect(tab.total).toBe(attached.length);

    const candidates = await assets(`problem_id=${problemId}&limit=100`);
    expect(candidates.total).toBe(42 - attached.length);
    expect(candidates.data.some((a) => attached.includes(a.id))).toBe(false);
  });

  it('filters by a type with its sub-types', async () => {
    const typeId = async (name: string) =>
      (
        (await ctx.admin.get(`/service-desk/api/dependency/asset_types?search-query=${name}`)).json() as {
          data: { data: { id: number; name: string }[] };
        }
      ).data.data.find((type) => type.name === name)!.id;
    const everything = (await assets('limit=100')).data;
    const computers = await assets(`${indexed('asset_type_ids', [await typeId('Computer')])}&limit=100`);
    const names = new Set(computers.data.map((a) => a.asset_type.name));
    expect(names).toEqual(new Set(['Laptop', 'Desktop']));
    expect(computers.total).toBe(everything.filter((a) => names.has(a.asset_type.name)).length);
    const hardware = await assets(`${indexed('asset_type_ids', [await typeId('Hardware')])}&limit=100`);
    expect(hardware.data.map((a) => a.asset_type.name)).toEqual(expect.arrayContaining(['Laptop', 'Server']));
  });

  it('filters by type, managed by, used by and organisation, and searches the name', async () => {
    const everything = (await assets('limit=100')).data;
    const typeId = everything[0].asset_type.id;
    const byType = await assets(`${indexed('asset_type_ids', [typeId])}&limit=100`);
    expect(byType.total).toBe(everything.filter((a) => a.asset_type.id === typeId).length);

    const managerId = everything[0].managed_by!.id;
    const byManager = await assets(`${indexed('managed_by_ids', [managerId])}&limit=100`);
    expect(byManager.data.every((a) => a.managed_by?.id === managerId)).toBe(true);
    expect(byManager.total).toBe(everything.filter((a) => a.managed_by?.id === managerId).length);

    const user = everything.find((a) => a.used_by)!.used_by!.id;
    const byUser = await assets(indexed('used_by_ids', [user]));
    expect(byUser.data.every((a) => a.used_by?.id === user)).toBe(true);

    const searched = await assets('search-query=(lt-&limit=100');
    expect(searched.total).toBe(everything.filter((a) => a.name.toLowerCase().includes('(lt-')).length);
    expect(searched.total).toBeGreaterThan(0);
    expect((await assets(indexed('org_ids', [99999]))).total).toBe(0);
    expect((await assets(indexed('ticket_ids', [1]))).total).toBe(0);
    expect((await assets('ticket_id=1')).total).toBe(42);
  });

  it('rejects bad paging and filters with 422', async () => {
    const response = await ctx.admin.get('/service-desk/api/asset-list?sort-field=secret&asset_type_ids[0]=x');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'sort-field': ['The selected sort-field is invalid.'],
      'asset_type_ids.0': ['The asset_type_ids.0 must be an integer.'],
    });
  });
});

describe('GET /service-desk/api/module-filter-structure/asset', () => {
  const ctx = useApp();
  const api = '/service-desk/api';

  it('answers the asset filter structure', async () => {
    const body = (await ctx.admin.get(`${api}/module-filter-structure/asset`)).json();
    expect(body.data.map((entry: { key: string }) => entry.key)).toEqual([
      'asset_type_ids',
      'used_by_ids',
      'managed_by_ids',
      'org_ids',
    ]);
  });
});
