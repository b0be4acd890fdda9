import { signedIn } from '../../testing/upload-app';
import { useUploadApp } from '../../testing/use-app';
import { getLog, getProblem } from '../../testing/problem-api';
import { postJson } from '../../testing/requests';
import { allProblems } from '../../testing/problem-list';
import { seededLinks } from '../../testing/seeded-links';

const api = '/service-desk/api';

describe('GET /service-desk/api/problem/{id} and /problem-log/{id}', () => {
  const ctx = useUploadApp({ once: true });

  describe('the record', () => {
    it('matches its list row and carries the form ids as objects', async () => {
      const [row] = await allProblems(ctx.admin, 'problem_ids[0]=9');
      const problem = await getProblem(ctx.admin, 9);

      expect(problem.id).toBe(9);
      expect(problem.subject).toBe(row.subject);
      expect(problem.identifier).toBe(row.identifier);
      expect(problem.requester_id).toEqual({
        id: row.requester.id,
        full_name: row.requester.full_name,
        name: row.requester.full_name,
        email: row.requester.email,
      });
      expect(problem.department_id).toEqual(row.department);
      expect(problem.status_type_id).toEqual(row.status);
      expect(problem.priority_id).toEqual({ id: row.priority.id, name: row.priority.priority });
      expect(problem.active).toBe(row.active);
      expect(problem.assigned_id?.id ?? null).toBe(row.assignedTo?.id ?? null);
      expect(problem.description).toMatch(/^<p>/);
      expect(problem.created_at).toBe(row.created_at);
    });

    it('lists the seeded assets and change', async () => {
      const links = seededLinks();
      const { problem_id: id, change_id } = links.problemChanges[0];
      const problem = await getProblem(ctx.admin, id);
      expect(problem.change).toMatchObject({ id: change_id, identifier: expect.stringMatching(/^CHG-\d{4}$/) });
      const withAssets = links.problemAssets[0].problem_id;
      const expected = links.problemAssets.filter((l) => l.problem_id === withAssets).map((l) => l.asset_id);
      expect((await getProblem(ctx.admin, withAssets)).assets.map((a) => a.id).sort()).toEqual(expected.sort());
      const withoutChange = (await allProblems(ctx.admin)).find(
        (p) => !links.problemChanges.some((l) => l.problem_id === p.id),
      )!;
      expect((await getProblem(ctx.admin, withoutChange.id)).change).toEqual([]);
    });

    it('answers 404 for unknown ids and 403 without view', async () => {
      for (const id of ['99999', 'abc', '0']) {
        const response = await ctx.admin.get(`${api}/problem/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Problem not found.' });
      }
      const rita = await signedIn(ctx.app, 'Rita Requester');
      const denied = await rita.get(`${api}/problem/1`);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ message: 'You do not have permission to view problems.' });
      expect((await rita.get(`${api}/problem-log/1`)).statusCode).toBe(403);
    });
  });

  describe('the activity log', () => {
    it('lists entries newest first with their creator, paged, and oldest first on asc', async () => {
      const id = 12;
      for (const change of [1, 2, 3]) {
        await postJson(ctx.admin, `${api}/problem-attach-change/${id}/${change}`);
        await ctx.admin.request({ method: 'DELETE', url: `${api}/problem-detach-change/${id}/${change}` });
      }
      const all = await getLog(ctx.admin, id, 'limit=100');
      expect(all.total).toBe(all.data.length);
      expect(all.total).toBeGreaterThanOrEqual(7);
      expect(all.data[0].name).toMatch(/^Ada Admin detached the change <b>CHG-0003 /);
      expect(all.data[0].creator).toMatchObject({
        full_name: 'Ada Admin',
        profile_pic: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      });
      const times = all.data.map((entry) => entry.created_at);
      expect(times).toEqual([...times].sort().reverse());
      expect(all.data[all.total - 1].name).toMatch(/was created$/);

      const page1 = await getLog(ctx.admin, id, 'limit=5&page=1');
      const page2 = await getLog(ctx.admin, id, 'limit=5&page=2');
      expect(page1).toMatchObject({ total: all.total, per_page: 5 });
      expect(page1.data.map((e) => e.id)).toEqual(all.data.slice(0, 5).map((e) => e.id));
      expect(page2.data.map((e) => e.id)).toEqual(all.data.slice(5, 10).map((e) => e.id));

      const ascending = await getLog(ctx.admin, id, 'limit=100&sort-order=asc');
      expect(ascending.data.map((e) => e.id)).toEqual([...all.data].reverse().map((e) => e.id));
      expect((await getLog(ctx.admin, id)).per_page).toBe(10);
    });

    it('answers 404 for an unknown problem and 422 for a bad limit', async () => {
      expect((await ctx.admin.get(`${api}/problem-log/99999`)).statusCode).toBe(404);
      const bad = await ctx.admin.get(`${api}/problem-log/1?limit=1000&sort-order=up`);
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['limit', 'sort-order']);
    });
  });
});
