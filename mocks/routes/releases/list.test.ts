import { signedIn } from '../../testing/upload-app';
import { useUploadApp } from '../../testing/use-app';
import { ok } from '../../testing/requests';
import type { TestClient } from '../../testing/client';

const api = '/service-desk/api';

interface Row {
  id: number;
  identifier: string;
  subject: string;
  status: { id: number; name: string };
  priority: { id: number };
  release_type: { id: number };
  location: { id: number } | null;
  planned_start_date: string | null;
  planned_end_date: string | null;
  is_edit: boolean;
  is_delete: boolean;
}

async function list(client: TestClient, query: string): Promise<{ releases: Row[]; total: number }> {
  return ok<{ data: { releases: Row[]; total: number } }>(await client.get(`${api}/release-list?${query}`), query).data;
}

describe('GET release-list', () => {
  const ctx = useUploadApp({ once: true });

  it('lists the seeded releases with every state and the row flags of the user', async () => {
    const { releases, total } = await list(ctx.admin, 'limit=100');
    expect(total).toBe(releases.length);
    expect(new Set(releases.map((row) => row.status.name))).toEqual(
      new Set(['Open', 'In Progress', 'Completed', 'Cancelled']),
    );
    expect(releases[0]).toMatchObject({ is_edit: true, is_delete: true });
    const viewer = await signedIn(ctx.app, 'Vera Viewer');
    expect((await list(viewer, 'limit=1')).releases[0]).toMatchObject({ is_edit: false, is_delete: false });
  });

  it('sorts by subject, identifier and the planned dates', async () => {
    for (const field of ['subject', 'identifier', 'planned_start_date', 'planned_end_date'] as const) {
      // The spec sends ascending as sort-order=desc.
      const rows = (await list(ctx.admin, `limit=100&sort-field=${field}&sort-order=desc`)).releases;
      const values = rows.map((row) => row[field] ?? '');
      const sorted = [...values].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
      expect(values).toEqual(sorted);
    }
    expect((await ctx.admin.get(`${api}/release-list?sort-field=nope`)).statusCode).toBe(422);
  });

  it('filters by ids, by linked assets and changes and by date ranges', async () => {
    const all = (await list(ctx.admin, 'limit=100')).releases;
    const [first, second] = all;
    const match = (query: string) => list(ctx.admin, `limit=100&${query}`).then((page) => page.releases);
    expect((await match(`release_ids[0]=${first.id}&release_ids[1]=${second.id}`)).map((r) => r.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    for (const [name, pick] of [
      ['status_ids', (row: Row) => row.status.id],
      ['priority_ids', (row: Row) => row.priority.id],
      ['release_type_ids', (row: Row) => row.release_type.id],
    ] as const) {
      const rows = await match(`${name}[0]=${pick(first)}`);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => pick(row) === pick(first))).toBe(true);
    }
    const located = all.find((row) => row.location !== null) as Row;
    expect(
      (await match(`location_ids[0]=${located.location?.id}`)).every((r) => r.location?.id === located.location?.id),
    ).toBe(true);

    const changes = ok<{ data: { changes: { id: number }[] } }>(
      await ctx.admin.get(`${api}/change-list?release_ids[0]=${first.id}&limit=100`),
      'change-list',
    ).data.changes;
    if (changes.length > 0) {
      expect((await match(`change_ids[0]=${changes[0].id}`)).map((row) => row.id)).toEqual([first.id]);
    }
    const assets = ok<{ data: { data: { data: { id: number }[] } } }>(
      await ctx.admin.get(`${api}/asset-list?release_ids[0]=${first.id}&limit=100`),
      'asset-list',
    ).data.data.data;
    if (assets.length > 0) {
      expect((await match(`asset_ids[0]=${assets[0].id}`)).map((row) => row.id)).toContain(first.id);
    }

    const planned = all.find((row) => row.planned_start_date !== null) as Row;
    const day = (planned.planned_start_date as string).slice(0, 10);
    const inRange = await match(`planned_start_date=${day}+00:00:00~${day}+23:59:59`);
    expect(inRange.map((row) => row.id)).toContain(planned.id);
    expect(inRange.every((row) => row.planned_start_date?.startsWith(day))).toBe(true);
    const endDay = (planned.planned_end_date as string).slice(0, 10);
    expect((await match(`planned_end_date=${endDay}+00:00:00~${endDay}+23:59:59`)).map((r) => r.id)).toContain(
      planned.id,
    );
    expect(await match('created_at=2000-01-01+00:00:00~2000-01-02+00:00:00')).toEqual([]);
    expect((await match('updated_at=2000-01-01+00:00:00~2100-01-01+00:00:00')).length).toBe(all.length);
    expect((await ctx.admin.get(`${api}/release-list?planned_end_date=yesterday`)).statusCode).toBe(422);
  });
});
