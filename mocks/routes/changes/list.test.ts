import { TestClient } from '../../testing/client';
import { useApp } from '../../testing/use-app';
import { indexed } from '../../testing/problem-list';

interface ChangeRow {
  id: number;
  identifier: string;
  subject: string;
  requester: { id: number; full_name: string; email: string };
  status: { id: number; name: string };
  priority: { id: number; name: string } | null;
  department: { id: number; name: string } | null;
  change_type: { id: number; name: string };
  created_at: string;
  is_edit: boolean;
  is_delete: boolean;
}

interface ChangePage {
  changes: ChangeRow[];
  total: number;
}

interface CustomField {
  id: number;
  label: string;
  type: string;
  options: string[];
  change_type_id: number | null;
}

describe('the change list calls', () => {
  const ctx = useApp();

  const list = async (client: TestClient, query = ''): Promise<ChangePage> => {
    const response = await client.get(`/service-desk/api/change-list${query ? '?' + query : ''}`);
    if (response.statusCode !== 200) throw new Error(`change-list ${query}: ${response.statusCode} ${response.body}`);
    return (response.json() as { data: ChangePage }).data;
  };
  const all = (query = '') => list(ctx.admin, `limit=100${query ? '&' + query : ''}`);
  const customFields = async (): Promise<CustomField[]> =>
    (
      (await ctx.admin.get('/service-desk/api/change-custom-field-list')).json() as {
        data: { custom_fields: CustomField[] };
      }
    ).data.custom_fields;

  describe('GET /service-desk/api/change-list', () => {
    it('answers data.changes and data.total, newest first, 10 a page, with at least 60 seeded changes', async () => {
      const page = await list(ctx.admin);
      expect(page.total).toBeGreaterThanOrEqual(60);
      expect(page.changes).toHaveLength(10);
      expect(page.changes[0].id).toBeGreaterThan(page.changes[1].id);
      expect(page.changes[0]).toEqual(
        expect.objectContaining({
          identifier: expect.stringMatching(/^CHG-\d{4}$/),
          requester: expect.objectContaining({ full_name: expect.any(String) }),
          status: expect.objectContaining({ name: expect.any(String) }),
          is_edit: true,
          is_delete: true,
        }),
      );
    });

    it('reads sort-order inverted: desc asks for ascending rows', async () => {
      const ascending = await list(ctx.admin, 'sort-field=subject&sort-order=desc&limit=100');
      const subjects = ascending.changes.map((row) => row.subject.toLowerCase());
      expect(subjects).toEqual([...subjects].sort((a, b) => a.localeCompare(b)));
      const byCreated = await list(ctx.admin, 'sort-field=created_at&sort-order=asc&limit=100');
      const dates = byCreated.changes.map((row) => row.created_at);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('pages: page 2 continues page 1 and a page past the end is empty with the real total', async () => {
      const first = await list(ctx.admin, 'page=1&limit=5');
      const second = await list(ctx.admin, 'page=2&limit=5');
      expect(second.changes[0].id).toBeLessThan(first.changes[4].id);
      const past = await list(ctx.admin, 'page=999&limit=5');
      expect(past.changes).toEqual([]);
      expect(past.total).toBe(first.total);
    });

    it('searches identifier, subject, requester, status, priority and department', async () => {
      const bySubject = await all('search-query=certificate');
      expect(bySubject.total).toBeGreaterThan(0);
      for (const row of bySubject.changes) expect(row.subject.toLowerCase()).toContain('certificate');
      const byIdentifier = await all('search-query=CHG-0007');
      expect(byIdentifier.changes.map((row) => row.identifier)).toEqual(['CHG-0007']);
      const sample = (await all()).changes[3];
      const byRequester = await all(`search-query=${encodeURIComponent(sample.requester.full_name)}`);
      expect(byRequester.changes.map((row) => row.id)).toContain(sample.id);
      const byStatus = await all(`search-query=${encodeURIComponent(sample.status.name)}`);
      expect(byStatus.changes.map((row) => row.id)).toContain(sample.id);
    });

    it('filters by id lists, combined with AND', async () => {
      const rows = (await all()).changes;
      const statusId = rows[0].status.id;
      const byStatus = await all(indexed('status_ids', [statusId]));
      expect(byStatus.total).toBeGreaterThan(0);
      for (const row of byStatus.changes) expect(row.status.id).toBe(statusId);
      const typeId = rows[0].change_type.id;
      const both = await all(`${indexed('status_ids', [statusId])}&${indexed('change_type_ids', [typeId])}`);
      for (const row of both.changes) {
        expect(row.status.id).toBe(statusId);
        expect(row.change_type.id).toBe(typeId);
      }
      expect((await all(indexed('change_ids', [3, 5]))).changes.map((row) => row.id)).toEqual([5, 3]);
    });

    it('filters by the linked records: releases, assets, tickets, problems, assignee', async () => {
      for (const name of ['release_ids', 'asset_ids', 'ticket_ids', 'problem_ids', 'assignee-ids', 'assignee_ids']) {
        const page = await all(indexed(name, [1, 2, 3]));
        expect(page.total).toBeLessThan((await all()).total);
      }
      const released = await all(indexed('release_ids', [1, 2, 3, 4, 5, 6, 7, 8]));
      expect(released.total).toBeGreaterThan(0);
    });

    it('filters by created_at and updated_at ranges', async () => {
      const rows = (await all()).changes;
      const day = rows[0].created_at.slice(0, 10);
      const page = await all(`created_at=${day}%2B00:00:00~${day}%2B23:59:59`);
      expect(page.changes.map((row) => row.id)).toContain(rows[0].id);
      for (const row of page.changes) expect(row.created_at.slice(0, 10)).toBe(day);
      expect((await all('updated_at=2000-01-01+00:00:00~2000-01-02+00:00:00')).total).toBe(0);
    });

    it('filters by custom fields of every kind', async () => {
      const fields = await customFields();
      const risk = fields.find((field) => field.label === 'Risk level') as CustomField;
      const byRisk = await all(indexed(`custom_${risk.id}`, ['Critical']));
      expect(byRisk.total).toBeGreaterThan(0);
      for (const row of byRisk.changes) {
        const detail = (await ctx.admin.get(`/service-desk/api/change/${row.id}`)).json() as {
          data: { change: { custom_fields: { id: number; value: unknown }[] } };
        };
        expect(detail.data.change.custom_fields.find((field) => field.id === risk.id)?.value).toBe('Critical');
      }
      const services = fields.find((field) => field.type === 'checkbox') as CustomField;
      expect((await all(indexed(`custom_${services.id}`, ['VPN']))).total).toBeGreaterThan(0);
      const vendor = fields.find((field) => field.label === 'Vendor contact email') as CustomField;
      expect((await all(`custom_${vendor.id}=support@`)).total).toBeGreaterThan(0);
      const number = fields.find((field) => field.type === 'number') as CustomField;
      expect((await all(`custom_${number.id}=-1`)).total).toBe(0);
      const date = fields.find((field) => field.type === 'date' && field.change_type_id === null) as CustomField;
      expect((await all(`custom_${date.id}=2000-01-01+00:00:00~2100-01-01+00:00:00`)).total).toBeGreaterThan(0);
    });

    it('answers 422 with field errors for bad input, never 500', async () => {
      const response = await ctx.admin.get(
        '/service-desk/api/change-list?sort-field=colour&page=0&status_ids[0]=x&created_at=yesterday&custom_9999=1',
      );
      expect(response.statusCode).toBe(422);
      const body = response.json() as { message: string; errors: Record<string, string[]> };
      expect(Object.keys(body.errors).sort()).toEqual(
        ['created_at', 'custom_9999', 'page', 'sort-field', 'status_ids.0'].sort(),
      );
      const fields = await customFields();
      const risk = fields.find((field) => field.type === 'select') as CustomField;
      const number = fields.find((field) => field.type === 'number') as CustomField;
      const bad = await ctx.admin.get(
        `/service-desk/api/change-list?${indexed(`custom_${risk.id}`, ['Nope'])}&custom_${number.id}=abc`,
      );
      expect(bad.statusCode).toBe(422);
      expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual(
        [`custom_${number.id}`, `custom_${risk.id}.0`].sort(),
      );
    });

    it('answers 403 without view and flags edit/delete by permission', async () => {
      const requester = new TestClient(ctx.app);
      await requester.signInAs('Rita Requester');
      expect((await requester.get('/service-desk/api/change-list')).statusCode).toBe(403);
      const viewer = new TestClient(ctx.app);
      await viewer.signInAs('Vera Viewer');
      const row = (await list(viewer)).changes[0];
      expect(row.is_edit).toBe(false);
      expect(row.is_delete).toBe(false);
    });
  });

  describe('DELETE /service-desk/api/change/{id}', () => {
    const remove = (client: TestClient, id: number | string) =>
      client.request({ method: 'DELETE', url: `/service-desk/api/change/${id}` });

    it('deletes the change and nothing else', async () => {
      const before = await all();
      const problemsBefore = (await ctx.admin.get('/service-desk/api/problem-list?limit=100')).json() as {
        data: { total: number };
      };
      const response = await remove(ctx.admin, 4);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Change deleted successfully.' });
      expect((await all()).total).toBe(before.total - 1);
      expect((await ctx.admin.get('/service-desk/api/change/4')).statusCode).toBe(404);
      const problemsAfter = (await ctx.admin.get('/service-desk/api/problem-list?limit=100')).json() as {
        data: { total: number };
      };
      expect(problemsAfter.data.total).toBe(problemsBefore.data.total);
    });

    it('answers 404 for an unknown id, 403 without delete_change, 419 without the CSRF token', async () => {
      for (const id of [999999, 'abc', 0]) {
        const response = await remove(ctx.admin, id);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Change not found.' });
      }
      const viewer = new TestClient(ctx.app);
      await viewer.signInAs('Vera Viewer');
      expect((await remove(viewer, 4)).statusCode).toBe(403);
      const noToken = await ctx.admin.request({ method: 'DELETE', url: '/service-desk/api/change/4', csrf: false });
      expect(noToken.statusCode).toBe(419);
      expect((await ctx.admin.get('/service-desk/api/change/4')).statusCode).toBe(200);
    });
  });

  describe('GET /service-desk/api/change-custom-field-list', () => {
    it('lists every custom field of every kind, with the type-specific ones', async () => {
      const fields = await customFields();
      expect(new Set(fields.map((field) => field.type))).toEqual(
        new Set(['text', 'textarea', 'number', 'email', 'select', 'radio', 'checkbox', 'date']),
      );
      expect(fields.some((field) => field.change_type_id !== null)).toBe(true);
      expect(fields.find((field) => field.type === 'select')?.options.length).toBeGreaterThan(1);
    });

    it('answers 403 without view', async () => {
      const requester = new TestClient(ctx.app);
      await requester.signInAs('Rita Requester');
      expect((await requester.get('/service-desk/api/change-custom-field-list')).statusCode).toBe(403);
    });
  });

  describe('the change record', () => {
    it('carries custom_fields: the general ones and those of its change type, with values or null', async () => {
      const body = (await ctx.admin.get('/service-desk/api/change/1')).json() as {
        data: {
          change: {
            change_type: { id: number };
            custom_fields: { id: number; label: string; type: string; value: unknown; change_type_id: number | null }[];
          };
        };
      };
      const { change } = body.data;
      expect(change.custom_fields.length).toBeGreaterThanOrEqual(8);
      for (const field of change.custom_fields) {
        expect([null, change.change_type.id]).toContain(field.change_type_id);
        if (field.type === 'checkbox' && field.value !== null) expect(Array.isArray(field.value)).toBe(true);
      }
    });
  });
});
