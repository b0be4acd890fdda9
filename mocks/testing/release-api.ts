import type { TestClient } from './client';
import { ok, postForm, savedId } from './requests';

const api = '/service-desk/api';

/** A valid release form (the first status, priority and type), with `overrides`. */
export function releaseForm(overrides: Record<string, string | number> = {}): Record<string, string | number> {
  return {
    subject: 'Spring release',
    description: '<p>Bundle of the spring changes.</p>',
    status_id: 1,
    priority_id: 1,
    release_type_id: 1,
    planned_start_date: '2026-05-01+10:00:00',
    planned_end_date: '2026-05-02+18:30:00',
    ...overrides,
  };
}

export async function createTestRelease(client: TestClient, overrides: Record<string, string | number> = {}) {
  return savedId(await postForm(client, `${api}/release`, releaseForm(overrides)), 'Release created successfully.');
}

export async function readTestRelease<T = Record<string, unknown>>(client: TestClient, id: number): Promise<T> {
  return ok<{ data: { release: T } }>(await client.get(`${api}/release/${id}`), 'release').data.release;
}

/** The newest entries of an activity log ('release-activitylog', 'change-log'), newest first. */
export async function latestLogs(client: TestClient, path: string, id: number, limit = 10): Promise<string[]> {
  const body = ok<{ data: Record<string, { data: { name: string }[] }> }>(
    await client.get(`${api}/${path}/${id}?limit=${limit}`),
    path,
  );
  return Object.values(body.data)[0].data.map((entry) => entry.name);
}

/** The id of a seeded change that no release gathers and no CAB locks. */
export async function freeChangeId(client: TestClient, except: readonly number[] = []): Promise<number> {
  const body = ok<{ data: { changes: { id: number }[] } }>(
    await client.get(`${api}/change-list?limit=100`),
    'change-list',
  );
  for (const { id } of body.data.changes) {
    if (except.includes(id)) continue;
    const change = ok<{ data: { change: { release: unknown; status: { name: string } } } }>(
      await client.get(`${api}/change/${id}`),
      'change',
    ).data.change;
    if (change.release === null && !['Closed', 'Awaiting Approval'].includes(change.status.name)) return id;
  }
  throw new Error('No free change');
}
