import { assetListOf, idsOf, useSeededDb } from '../../testing/asset-list';
import { indexed } from '../../testing/problem-list';
import { useApp } from '../../testing/use-app';

const ALL = 'limit=100';

describe('GET /service-desk/api/asset-list', () => {
  const ctx = useApp({ once: true });
  const seeded = useSeededDb();
  const assets = assetListOf(ctx);
  const count = (sql: string, ...params: unknown[]) =>
    (seeded.db
      .prepare(`SELECT COUNT(*) FROM assets a ${sql}`)
      .pluck()
      .get(...params) as number) ?? 0;

  it('pages the estate by name, Z to A by default as the inverted sort-order says', async () => {
    const page = await assets();
    expect(page.total).toBe(count(''));
    expect(page.total).toBeGreaterThan(300);
    expect(page.data).toHaveLength(10);
    const names = page.data.map((a) => a.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const ascending = (await assets(`sort-order=desc&${ALL}`)).data.map((a) => a.name.toLowerCase());
    expect(ascending).toEqual([...ascending].sort());
  });

  it('answers every field of a list row', async () => {
    const { data } = await assets(`sort-field=id&sort-order=desc&${ALL}`);
    const row = data[0];
    expect(row).toEqual({
      id: 1,
      asset_id: 'AST-1',
      name: expect.stringMatching(/\(LT-001\)$/),
      identifier: 'AST-0001',
      asset_type: { id: expect.any(Number), name: 'Laptop' },
      asset_status: { id: expect.any(Number), name: expect.any(String) },
      department: { id: expect.any(Number), name: expect.any(String) },
      location: { id: expect.any(Number), name: expect.any(String) },
      organization: { id: expect.any(Number), name: expect.any(String) },
      managed_by: { id: expect.any(Number), full_name: expect.stringMatching(/\S+ \S+/), email: expect.any(String) },
      used_by: row.used_by && { id: expect.any(Number), full_name: expect.any(String), email: expect.any(String) },
      impact_type: { id: expect.any(Number), name: expect.any(String) },
      product: { id: expect.any(Number), name: 'ThinkPad T14' },
      contract: row.contract,
      assigned_on: row.used_by ? expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) : null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      attachment: null,
    });
    expect(data.some((a) => a.used_by === null && a.assigned_on === null)).toBe(true);
  });

  it('sorts by name, identifier and who manages or uses the asset, both ways', async () => {
    for (const field of ['name', 'identifier'] as const) {
      for (const order of ['asc', 'desc']) {
        const values = (await assets(`sort-field=${field}&sort-order=${order}&page=2&${ALL}`)).data.map((a) =>
          a[field].toLowerCase(),
        );
        const sorted = [...values].sort();
        expect(values).toEqual(order === 'desc' ? sorted : sorted.reverse());
      }
    }
    for (const field of ['managed_by', 'used_by'] as const) {
      const names = (await assets(`sort-field=${field}&sort-order=desc&${ALL}`)).data.map(
        (a) => a[field]?.full_name.toLowerCase() ?? '',
      );
      expect(names).toEqual([...names].sort());
    }
  });

  it('searches the name and the identifier', async () => {
    const byName = await assets(`search-query=${encodeURIComponent('(ap-')}&${ALL}`);
    expect(byName.total).toBe(count("WHERE a.name LIKE '%(AP-%'"));
    expect(byName.total).toBeGreaterThan(10);
    const byIdentifier = await assets('search-query=AST-0042');
    expect(byIdentifier.data.map((a) => a.identifier)).toEqual(['AST-0042']);
  });

  it('filters by each column filter, a type standing for its sub-types', async () => {
    const filters: [string, string][] = [
      ['asset_ids', 'id'],
      ['asset_status_ids', 'status_id'],
      ['used_by_ids', 'used_by_id'],
      ['managed_by_ids', 'managed_by_id'],
      ['location_ids', 'location_id'],
      ['dept_ids', 'department_id'],
      ['org_ids', 'organization_id'],
      ['impact_type_ids', 'impact_type_id'],
    ];
    for (const [name, column] of filters) {
      const values = idsOf(seeded.db, `SELECT DISTINCT ${column} FROM assets WHERE ${column} IS NOT NULL`).slice(0, 2);
      const page = await assets(`${indexed(name, values)}&${ALL}`);
      expect(page.total).toBe(count(`WHERE a.${column} IN (?, ?)`, ...values));
      expect(page.total).toBeGreaterThan(0);
    }
    const network = seeded.db.prepare("SELECT id FROM asset_types WHERE name = 'Network Device'").pluck().get();
    const devices = await assets(`${indexed('asset_type_ids', [network as number])}&${ALL}`);
    expect(new Set(devices.data.map((a) => a.asset_type.name))).toEqual(
      new Set(['Network Device', 'Switch', 'Router', 'Firewall', 'Access Point']),
    );
  });

  it('filters by created, updated and assigned dates', async () => {
    const from = '2000-01-01+00:00:00';
    const middle = seeded.db
      .prepare('SELECT created_at FROM assets ORDER BY created_at LIMIT 1 OFFSET 150')
      .pluck()
      .get();
    const until = String(middle).replace(' ', '+');
    expect((await assets(`created_at=${from}~${until}`)).total).toBe(count('WHERE a.created_at <= ?', middle));
    expect((await assets(`updated_at=${from}~${until}`)).total).toBe(count('WHERE a.updated_at <= ?', middle));
    expect((await assets(`assigned_on_begin=${until}`)).total).toBe(count('WHERE a.assigned_on >= ?', middle));
    expect((await assets(`assigned_on_begin=${from}&assigned_on_end=${until}`)).total).toBe(
      count('WHERE a.assigned_on <= ?', middle),
    );
  });

  it('rejects bad paging, filters and dates with 422 and field errors', async () => {
    const response = await ctx.admin.get(
      '/service-desk/api/asset-list?sort-field=secret&asset_type_ids[0]=x&assigned_on_begin=yesterday&created_at=2024-01-01',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'sort-field': ['The selected sort-field is invalid.'],
      'asset_type_ids.0': ['The asset_type_ids.0 must be an integer.'],
      created_at: ['The created_at must be a date range like YYYY-MM-DD+HH:mm:ss~YYYY-MM-DD+HH:mm:ss.'],
      assigned_on_begin: ['The assigned_on_begin must be a date like YYYY-MM-DD+HH:mm:ss.'],
    });
    const reversed = await ctx.admin.get(
      '/service-desk/api/asset-list?assigned_on_begin=2024-02-01+00:00:00&assigned_on_end=2024-01-01+00:00:00&problem_id=0',
    );
    expect(reversed.statusCode).toBe(422);
    expect(Object.keys(reversed.json().errors).sort()).toEqual(['assigned_on_end', 'problem_id']);
  });
});

describe('GET /service-desk/api/module-filter-structure/asset', () => {
  const ctx = useApp({ once: true });
  const api = '/service-desk/api';

  it('answers the standard filters, each with a lookup that answers', async () => {
    const body = (await ctx.admin.get(`${api}/module-filter-structure/asset`)).json();
    const entries = body.data as { key: string; label: string; dependency: string; url: string }[];
    expect(entries.map((entry) => entry.key)).toEqual([
      'asset_ids',
      'asset_type_ids',
      'asset_status_ids',
      'used_by_ids',
      'managed_by_ids',
      'location_ids',
      'dept_ids',
      'org_ids',
      'impact_type_ids',
      'ticket_ids',
      'problem_ids',
      'change_ids',
      'release_ids',
    ]);
    for (const entry of entries) {
      expect(entry.url.endsWith(`/dependency/${entry.dependency}`)).toBe(true);
      expect((await ctx.admin.get(entry.url)).statusCode).toBe(200);
    }
  });
});
