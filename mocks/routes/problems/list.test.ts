import { TestClient } from '../../testing/client';
import { useApp } from '../../testing/use-app';
import { allProblems, indexed, problemList, type ProblemRow } from '../../testing/problem-list';
import { indexedSearchFinds } from '../../testing/search-oracle';
import { seededLinks } from '../../testing/seeded-links';

/** The texts a row of the problem list shows. */
const shownTexts = (p: ProblemRow) => [
  p.identifier,
  p.subject,
  p.requester.full_name,
  p.assignedTo?.full_name,
  p.priority.priority,
  p.department.name,
  p.status.name,
];

describe('GET /service-desk/api/problem-list', () => {
  const ctx = useApp({ once: true, session: false });
  let everything: ProblemRow[];

  beforeAll(async () => {
    everything = await allProblems(ctx.admin);
  });

  describe('paging', () => {
    it('returns the first 10 by id, newest first, with the total', async () => {
      const page = await problemList(ctx.admin);

      expect(page.total).toBeGreaterThanOrEqual(60);
      expect(page.problems).toHaveLength(10);
      const ids = page.problems.map((p) => p.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(ids[0]).toBe(Math.max(...everything.map((p) => p.id)));
    });

    it('respects limit and gives page 2 the next rows', async () => {
      const first = await problemList(ctx.admin, 'limit=7&page=1');
      const second = await problemList(ctx.admin, 'limit=7&page=2');

      expect(first.problems).toHaveLength(7);
      expect(second.problems).toHaveLength(7);
      expect(second.total).toBe(first.total);
      const firstIds = first.problems.map((p) => p.id);
      expect(second.problems.every((p) => !firstIds.includes(p.id))).toBe(true);
      expect(Math.max(...second.problems.map((p) => p.id))).toBeLessThan(Math.min(...firstIds));
    });

    it('returns an empty page past the end, with the total still counted', async () => {
      const page = await problemList(ctx.admin, 'limit=50&page=3');

      expect(page.problems).toEqual([]);
      expect(page.total).toBe(everything.length);
    });
  });

  describe('rows', () => {
    it('carries the list columns in the contract shape', () => {
      for (const row of everything) {
        expect(row.identifier).toMatch(/^PRB-\d{4}$/);
        expect(row.subject.length).toBeGreaterThan(0);
        expect(row.subject.length).toBeLessThanOrEqual(50);
        expect(row.requester).toEqual({
          id: expect.any(Number),
          full_name: expect.any(String),
          email: expect.stringContaining('@'),
        });
        if (row.assignedTo !== null) expect(row.assignedTo.full_name).toMatch(/\S+ \S+/);
        expect(['Low', 'Medium', 'High', 'Urgent']).toContain(row.priority.priority);
        expect(typeof row.department.name).toBe('string');
        expect(row.active).toBe(row.status.name === 'Open' ? '1' : '0');
        expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(row.updated_at >= row.created_at).toBe(true);
      }
    });

    it('includes problems with and without an assignee and in several statuses', () => {
      expect(everything.some((p) => p.assignedTo === null)).toBe(true);
      expect(everything.some((p) => p.assignedTo !== null)).toBe(true);
      expect(new Set(everything.map((p) => p.status.name)).size).toBeGreaterThan(1);
    });
  });

  describe('sorting', () => {
    const subjects = (rows: ProblemRow[]) => rows.map((p) => p.subject.toLowerCase());

    it('sorts by subject ascending when sent desc (the order is sent inverted)', async () => {
      const page = await problemList(ctx.admin, 'sort-field=subject&sort-order=desc&limit=100');

      expect(subjects(page.problems)).toEqual([...subjects(page.problems)].sort());
      expect(page.problems[0].subject).toBe([...everything].sort(bySubject)[0].subject);
    });

    it('sorts by subject descending when sent asc', async () => {
      const page = await problemList(ctx.admin, 'sort-field=subject&sort-order=asc&limit=100');

      expect(subjects(page.problems)).toEqual([...subjects(page.problems)].sort().reverse());
    });

    it('sorts by identifier ascending', async () => {
      const page = await problemList(ctx.admin, 'sort-field=identifier&sort-order=desc&limit=5');

      expect(page.problems.map((p) => p.identifier)).toEqual([
        'PRB-0001',
        'PRB-0002',
        'PRB-0003',
        'PRB-0004',
        'PRB-0005',
      ]);
    });

    it('sorts by id ascending when asked with the inverted order', async () => {
      const page = await problemList(ctx.admin, 'sort-field=id&sort-order=desc&limit=3');

      expect(page.problems.map((p) => p.id)).toEqual([1, 2, 3]);
    });
  });

  describe('search', () => {
    it('matches subjects case-insensitively', async () => {
      const page = await problemList(ctx.admin, 'search-query=vPn&limit=100');

      const expected = everything.filter((p) => p.subject.toLowerCase().includes('vpn'));
      expect(expected.length).toBeGreaterThan(0);
      expect(page.total).toBe(expected.length);
      expect(page.problems.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    });

    it('matches identifiers', async () => {
      const page = await problemList(ctx.admin, 'search-query=PRB-0042');

      expect(page.problems.map((p) => p.identifier)).toEqual(['PRB-0042']);
    });

    it('matches the requester, assignee, priority, department and status the list shows', async () => {
      const sample = everything.find((p) => p.assignedTo !== null)!;
      const texts = [
        sample.requester.full_name.split(' ')[1],
        sample.assignedTo!.full_name,
        sample.priority.priority,
        sample.department.name,
        sample.status.name,
      ];
      for (const text of texts) {
        const page = await problemList(ctx.admin, `search-query=${encodeURIComponent(text)}&limit=100`);

        expect(page.problems.map((p) => p.id)).toContain(sample.id);
        expect(page.total).toBe(everything.filter((p) => indexedSearchFinds(shownTexts(p), text)).length);
      }
    });

    it('does not search what the list does not show (the description)', async () => {
      const byDescription = await problemList(ctx.admin, 'search-query=Workaround');

      expect(byDescription.total).toBe(0);
    });

    it('treats LIKE wildcards as plain characters', async () => {
      const page = await problemList(ctx.admin, `search-query=${encodeURIComponent('%')}`);

      expect(page.total).toBe(0);
    });
  });

  describe('filters', () => {
    it('dept_ids keeps only those departments', async () => {
      const departments = distinct(everything.map((p) => p.department.id)).slice(0, 2);
      const page = await problemList(ctx.admin, `${indexed('dept_ids', departments)}&limit=100`);

      expect(page.total).toBe(everything.filter((p) => departments.includes(p.department.id)).length);
      expect(page.problems.every((p) => departments.includes(p.department.id))).toBe(true);
      expect(page.total).toBeLessThan(everything.length);
    });

    it('status_ids keeps only those statuses', async () => {
      const status = everything.find((p) => p.status.name === 'Resolved')!.status.id;
      const page = await problemList(ctx.admin, `${indexed('status_ids', [status])}&limit=100`);

      expect(page.total).toBe(everything.filter((p) => p.status.id === status).length);
      expect(page.problems.every((p) => p.status.name === 'Resolved' && p.active === '0')).toBe(true);
    });

    it('priority_ids keeps only those priorities, also when sent as name[]', async () => {
      const urgent = everything.find((p) => p.priority.priority === 'Urgent')!.priority.id;
      const page = await problemList(ctx.admin, `priority_ids[]=${urgent}&limit=100`);

      expect(page.total).toBe(everything.filter((p) => p.priority.id === urgent).length);
      expect(page.problems.every((p) => p.priority.priority === 'Urgent')).toBe(true);
    });

    it('requester_ids and assigned_ids keep only those people', async () => {
      const assignee = everything.find((p) => p.assignedTo !== null)!.assignedTo!.id;
      const requester = everything[0].requester.id;
      const byAssignee = await problemList(ctx.admin, `${indexed('assigned_ids', [assignee])}&limit=100`);
      const byRequester = await problemList(ctx.admin, `${indexed('requester_ids', [requester])}&limit=100`);

      expect(byAssignee.total).toBe(everything.filter((p) => p.assignedTo?.id === assignee).length);
      expect(byAssignee.problems.every((p) => p.assignedTo?.id === assignee)).toBe(true);
      expect(byRequester.total).toBe(everything.filter((p) => p.requester.id === requester).length);
      expect(byRequester.problems.every((p) => p.requester.id === requester)).toBe(true);
    });

    it('problem_ids returns exactly those problems', async () => {
      const page = await problemList(ctx.admin, indexed('problem_ids', [3, 17, 40]));

      expect(page.problems.map((p) => p.id).sort((a, b) => a - b)).toEqual([3, 17, 40]);
    });

    it('asset_ids keeps the problems that have any of those assets', async () => {
      const links = seededLinks();
      const [assetA, assetB] = distinct(links.problemAssets.map((link) => link.asset_id)).slice(0, 2);
      const expected = distinct(
        links.problemAssets.filter((l) => l.asset_id === assetA || l.asset_id === assetB).map((l) => l.problem_id),
      );

      const page = await problemList(ctx.admin, `${indexed('asset_ids', [assetA, assetB])}&limit=100`);

      expect(expected.length).toBeGreaterThan(0);
      expect(page.problems.map((p) => p.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
      expect(page.total).toBe(expected.length);
    });

    it('ticket_ids keeps the problems linked to any of those tickets', async () => {
      const links = seededLinks();
      const tickets = links.problemTickets.slice(0, 3).map((l) => l.ticket_id);
      const expected = distinct(
        links.problemTickets.filter((l) => tickets.includes(l.ticket_id)).map((l) => l.problem_id),
      );

      const page = await problemList(ctx.admin, `${indexed('ticket_ids', tickets)}&limit=100`);

      expect(page.problems.map((p) => p.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    });

    it('change_ids keeps the problems linked to that change', async () => {
      const links = seededLinks();
      const change = links.problemChanges[0].change_id;
      const expected = links.problemChanges.filter((l) => l.change_id === change).map((l) => l.problem_id);

      const page = await problemList(ctx.admin, `${indexed('change_ids', [change])}&limit=100`);

      expect(page.problems.map((p) => p.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    });

    it('created_at keeps the problems created inside the inclusive range', async () => {
      const dates = everything.map((p) => p.created_at).sort();
      const [from, to] = [dates[10], dates[30]];
      const range = `${from.replace(' ', '+')}~${to.replace(' ', '+')}`;

      const page = await problemList(ctx.admin, `created_at=${encodeURIComponent(range)}&limit=100`);

      expect(page.total).toBe(21);
      expect(page.problems.every((p) => p.created_at >= from && p.created_at <= to)).toBe(true);
    });

    it('accepts a space instead of + in a date range (an unencoded + arrives as one)', async () => {
      const dates = everything.map((p) => p.updated_at).sort();
      const [from, to] = [dates[0], dates[9]];

      const page = await problemList(ctx.admin, `updated_at=${from.replace(' ', '+')}~${to.replace(' ', '+')}`);

      expect(page.total).toBe(10);
      expect(page.problems.every((p) => p.updated_at >= from && p.updated_at <= to)).toBe(true);
    });

    it('combines filters, search and paging', async () => {
      const open = everything.find((p) => p.status.name === 'Open')!.status.id;
      const expected = everything.filter((p) => p.status.id === open && indexedSearchFinds(shownTexts(p), 'ing'));

      const page = await problemList(ctx.admin, `${indexed('status_ids', [open])}&search-query=ing&limit=5&page=2`);

      expect(page.total).toBe(expected.length);
      expect(page.problems.map((p) => p.id)).toEqual(
        expected
          .map((p) => p.id)
          .sort((a, b) => b - a)
          .slice(5, 10),
      );
    });
  });

  describe('bad input', () => {
    it.each([
      ['sort-field=requester', { 'sort-field': ['The selected sort-field is invalid.'] }],
      ['sort-order=up', { 'sort-order': ['The selected sort-order is invalid.'] }],
      ['page=0', { page: ['The page must be at least 1.'] }],
      ['page=two', { page: ['The page must be an integer.'] }],
      ['limit=101', { limit: ['The limit must not be greater than 100.'] }],
      ['limit=1.5', { limit: ['The limit must be an integer.'] }],
      ['page=1&page=2', { page: ['The page must be a string.'] }],
      ['dept_ids[0]=3&dept_ids[1]=abc', { 'dept_ids.1': ['The dept_ids.1 must be an integer.'] }],
      ['asset_ids[]=1e3', { 'asset_ids.0': ['The asset_ids.0 must be an integer.'] }],
      ['ticket_ids[0]=99999999999999999999', { 'ticket_ids.0': ['The ticket_ids.0 must be an integer.'] }],
      ['status_ids[0]=1;DROP TABLE problems', { 'status_ids.0': ['The status_ids.0 must be an integer.'] }],
    ])('answers %s with 422 and the field error', async (query, errors) => {
      const response = await ctx.admin.get(`/service-desk/api/problem-list?${query}`);

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'The given data was invalid.', errors });
    });

    it.each([
      'created_at=2024-01-01',
      'created_at=2024-01-01+00:00:00',
      'created_at=2024-13-01+00:00:00~2024-12-31+23:30:00',
      'created_at=2024-02-30+00:00:00~2024-03-01+00:00:00',
      'created_at=2024-01-01+25:00:00~2024-01-02+00:00:00',
      'created_at=2024-01-01T00:00:00~2024-01-02T00:00:00',
      'created_at=a~b~c',
      'created_at=2024-12-31+00:00:00~2024-01-01+00:00:00',
    ])('answers a malformed date range (%s) with 422 on created_at', async (query) => {
      const response = await ctx.admin.get(`/service-desk/api/problem-list?${query}`);

      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['created_at']);
    });

    it('reports every bad field at once', async () => {
      const response = await ctx.admin.get(
        '/service-desk/api/problem-list?sort-field=x&limit=0&updated_at=nope&impact_ids[0]=x',
      );

      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors).sort()).toEqual(['impact_ids.0', 'limit', 'sort-field', 'updated_at']);
    });

    it('never answers odd input with a server error', async () => {
      const odd = [
        'search-query=%27%22%3B--',
        'search-query=' + 'x'.repeat(2000),
        'dept_ids=5',
        'dept_ids[x]=1',
        'dept_ids[0]=',
        '__proto__[0]=1',
        'problem_ids[0]=-1',
        `problem_ids[]=${Array.from({ length: 500 }, (_, i) => i + 1).join('&problem_ids[]=')}`,
        'page=1000000000&limit=100',
        'page=1000000001',
        'created_at=%00',
      ];
      for (const query of odd) {
        const response = await ctx.admin.get(`/service-desk/api/problem-list?${query}`);
        expect([200, 422]).toContain(response.statusCode);
      }
    });
  });
});

describe('problem-list permissions', () => {
  const ctx = useApp({ once: true, session: false });

  it('lets the administrator and the full agent edit and delete', async () => {
    for (const name of ['Ada Admin', 'Sam Agent']) {
      const client = new TestClient(ctx.app);
      await client.signInAs(name);
      const page = await problemList(client);
      expect(page.problems.every((p) => p.is_edit && p.is_delete)).toBe(true);
    }
  });

  it('shows the view-only agent the list without edit or delete', async () => {
    const client = new TestClient(ctx.app);
    await client.signInAs('Vera Viewer');

    const page = await problemList(client, 'limit=100');

    expect(page.total).toBeGreaterThanOrEqual(60);
    expect(page.problems.every((p) => p.is_edit === false && p.is_delete === false)).toBe(true);
  });

  it('refuses the requester with 403', async () => {
    const client = new TestClient(ctx.app);
    await client.signInAs('Rita Requester');

    const response = await client.get('/service-desk/api/problem-list');

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have permission to view problems.' });
  });
});

function distinct<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function bySubject(a: ProblemRow, b: ProblemRow): number {
  const [x, y] = [a.subject.toLowerCase(), b.subject.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}
