import { signedIn } from '../../testing/upload-app';
import { seededLinks, seededRow, seededRows } from '../../testing/seeded-links';
import { useApp } from '../../testing/use-app';

interface Options {
  data: { id: number; name: string }[];
  total: number;
}

describe('dependency lookups', () => {
  const ctx = useApp({ once: true, session: false });

  async function lookup(path: string): Promise<Options> {
    const response = await ctx.admin.get(path);
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
    return (response.json() as { data: Options }).data;
  }

  it.each([
    '/service-desk/api/dependency/problems',
    '/service-desk/api/dependency/impacts',
    '/service-desk/api/dependency/changes',
    '/service-desk/api/dependency/asset_types',
    '/service-desk/api/dependency/assets',
    '/api/dependency/departments',
    '/api/dependency/statuses',
    '/api/dependency/priorities',
    '/api/dependency/agents',
    '/api/dependency/teams',
    '/api/dependency/users',
    '/api/dependency/organizations',
    '/api/dependency/tickets',
    '/api/dependency/locations',
  ])('%s answers { data: { data: [{ id, name }], total } }, at most 10 by default', async (path) => {
    const options = await lookup(path);

    expect(options.total).toBeGreaterThan(0);
    expect(options.data.length).toBe(Math.min(10, options.total));
    for (const option of options.data) {
      expect(Object.keys(option).sort()).toEqual(['id', 'name']);
      expect(typeof option.id).toBe('number');
      expect(option.name.length).toBeGreaterThan(0);
    }
  });

  it('lists the reference values of a real service desk', async () => {
    expect((await lookup('/api/dependency/priorities')).data.map((o) => o.name)).toEqual([
      'Low',
      'Medium',
      'High',
      'Urgent',
    ]);
    expect((await lookup('/api/dependency/statuses')).data.map((o) => o.name).slice(0, 3)).toEqual([
      'Open',
      'Resolved',
      'Closed',
    ]);
    expect((await lookup('/service-desk/api/dependency/impacts')).data.map((o) => o.name).sort()).toEqual([
      'High',
      'Low',
      'Medium',
    ]);
    const departments = (await lookup('/api/dependency/departments')).data.map((o) => o.name);
    expect(departments).toEqual(expect.arrayContaining(['Support', 'Sales', 'Finance', 'IT Operations', 'HR']));
  });

  it('searches the label case-insensitively', async () => {
    const options = await lookup('/api/dependency/users?search-query=RAMAN');

    expect(options.data.map((o) => o.name)).toEqual(['Priya Raman']);
    expect(options.total).toBe(1);
  });

  it('labels tickets as "#number subject" and searches that label', async () => {
    const options = await lookup('/api/dependency/tickets?search-query=vpn&limit=100');

    expect(options.total).toBeGreaterThan(0);
    for (const option of options.data) {
      expect(option.name).toMatch(/^#AAAA-0000-\d{4} /);
      expect(option.name.toLowerCase()).toContain('vpn');
    }
  });

  it('limits agents to agents and administrators', async () => {
    const agents = (await lookup('/api/dependency/agents?limit=100')).data.map((o) => o.name);
    const users = (await lookup('/api/dependency/users?limit=100')).data.map((o) => o.name);

    expect(agents).toEqual(expect.arrayContaining(['Ada Admin', 'Sam Agent', 'Vera Viewer']));
    expect(agents).not.toContain('Rita Requester');
    expect(users).toContain('Rita Requester');
    expect(users.length).toBeGreaterThan(agents.length);
  });

  it('returns exactly the requested ids, as ids[n] or ids[]', async () => {
    const byIndex = await lookup('/service-desk/api/dependency/problems?ids[0]=2&ids[1]=40&search-query=zzz');
    const byBrackets = await lookup('/api/dependency/users?ids[]=1&ids[]=4');

    expect(byIndex.data.map((o) => o.id).sort((a, b) => a - b)).toEqual([2, 40]);
    expect(byIndex.data.find((o) => o.id === 2)!.name).toBe('VPN drops every 30 minutes');
    expect(byIndex.total).toBe(2);
    expect(byBrackets.data.map((o) => o.name).sort()).toEqual(['Ada Admin', 'Rita Requester']);
  });

  it('pages with limit and page', async () => {
    const first = await lookup('/api/dependency/users?limit=5&page=1');
    const second = await lookup('/api/dependency/users?limit=5&page=2');

    expect(first.data).toHaveLength(5);
    expect(second.data).toHaveLength(5);
    expect(second.data.some((o) => first.data.map((f) => f.id).includes(o.id))).toBe(false);
    expect(first.total).toBe(second.total);
  });

  it('answers an unknown lookup with 404', async () => {
    for (const path of [
      '/api/dependency/widgets',
      '/service-desk/api/dependency/departments',
      '/api/dependency/constructor',
    ]) {
      const response = await ctx.admin.get(path);
      expect(response.statusCode).toBe(404);
      expect(typeof response.json().message).toBe('string');
    }
  });

  it('answers bad ids and limits with 422', async () => {
    const response = await ctx.admin.get('/api/dependency/users?ids[0]=x&limit=500');

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['ids.0', 'limit']);
  });
});

describe('lookups the problem view uses', () => {
  const ctx = useApp({ once: true, session: false });

  const lookup = async (path: string): Promise<Options> => (await ctx.admin.get(path)).json().data as Options;

  it('tickets_based_on_problem lists only tickets linked to no problem', async () => {
    const linked = new Set(seededLinks().problemTickets.map((l) => l.ticket_id));

    const options = await lookup('/service-desk/api/dependency/tickets_based_on_problem?supplements=1&limit=100');

    expect(options.total).toBe(60 - linked.size);
    expect(options.data).toHaveLength(options.total);
    expect(options.data.some((o) => linked.has(o.id))).toBe(false);
    expect(options.data[0].name).toMatch(/^#AAAA-0000-\d{4} \S/);
    const searched = await lookup('/service-desk/api/dependency/tickets_based_on_problem?search-query=VPN');
    expect(searched.data.every((o) => o.name.includes('VPN'))).toBe(true);
  });

  it('statuses answer with meta=true in the same shape and order', async () => {
    const options = await lookup('/api/dependency/statuses?meta=true&limit=100');
    expect(options.data.map((o) => o.name)).toEqual([
      'Open',
      'Resolved',
      'Closed',
      'Deleted',
      'Unverified',
      'Request Approval',
      'Spam',
    ]);
    expect(options.total).toBe(7);
  });

  it('assets are a lookup too', async () => {
    const options = await lookup('/service-desk/api/dependency/assets?limit=100');
    expect(options.total).toBe(379);
    expect(
      options.data.every((o) =>
        / \((LT|DT|SRV|VM|NET|SW|RTR|FW|AP|PRN|MOB|PHN|TAB|MON|STO|APP|LIC|RCK)-\d{3}\)$/.test(o.name),
      ),
    ).toBe(true);
  });
});

describe('who may read the lookups', () => {
  const ctx = useApp({ once: true });
  const lists = [
    '/service-desk/api/dependency/problems',
    '/service-desk/api/dependency/changes',
    '/service-desk/api/dependency/assets',
    '/service-desk/api/dependency/tickets_based_on_problem',
    '/service-desk/api/dependency/tickets_based_on_change',
    '/service-desk/api/dependency/cabs',
    '/api/dependency/tickets',
    '/api/dependency/users',
    '/api/dependency/agents',
    '/api/dependency/departments',
  ];

  it('refuses a requester every list of the desk with 403', async () => {
    const rita = await signedIn(ctx.app, 'Rita Requester');

    for (const path of lists) {
      const response = await rita.get(path);
      expect([path, response.statusCode, response.json()]).toEqual([
        path,
        403,
        { message: 'You do not have permission to view these options.' },
      ]);
    }
  });

  it('lets a view-only agent read them', async () => {
    const vera = await signedIn(ctx.app, 'Vera Viewer');

    for (const path of lists) {
      expect([path, (await vera.get(path)).statusCode]).toEqual([path, 200]);
    }
  });
});

describe('lookups of the asset page’s attach pickers', () => {
  const ctx = useApp({ once: true, session: false });

  const lookup = async (path: string): Promise<Options> => (await ctx.admin.get(path)).json().data as Options;

  it.each([
    ['/service-desk/api/dependency/problems', 'problem_assets', 'problem_id'],
    ['/service-desk/api/dependency/changes', 'change_assets', 'change_id'],
    ['/service-desk/api/dependency/releases', 'release_assets', 'release_id'],
    ['/service-desk/api/dependency/contracts', 'contract_assets', 'contract_id'],
    ['/api/dependency/tickets', 'ticket_assets', 'ticket_id'],
  ])('%s?asset_id= leaves out the records the asset is attached to already', async (path, table, column) => {
    const { asset_id: assetId } = seededRow<{ asset_id: number }>(
      `SELECT asset_id FROM ${table} GROUP BY asset_id ORDER BY COUNT(*) DESC, asset_id LIMIT 1`,
    );
    const attached = new Set(
      seededRows<{ id: number }>(`SELECT ${column} AS id FROM ${table} WHERE asset_id = ?`, assetId).map((r) => r.id),
    );
    expect(attached.size).toBeGreaterThan(0);

    const all = await lookup(`${path}?limit=100`);
    const candidates = await lookup(`${path}?limit=100&asset_id=${assetId}`);

    expect(candidates.total).toBe(all.total - attached.size);
    expect(candidates.data.some((option) => attached.has(option.id))).toBe(false);
  });

  it('answers a bad asset id with 422 on that field', async () => {
    const response = await ctx.admin.get('/service-desk/api/dependency/problems?asset_id=x');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['asset_id']);
  });
});
