import type { Ref } from '../db/sql-json';
import type { TestClient } from './client';
import { ok, postJson } from './requests';

const api = '/service-desk/api';

/** The options of a lookup by name, e.g. the change statuses. */
export async function optionsByName(client: TestClient, path: string): Promise<Record<string, number>> {
  const body = ok<{ data: { data: Ref[] } }>(await client.get(`${path}?limit=100`), path);
  return Object.fromEntries(body.data.data.map((option) => [option.name, option.id]));
}

export interface LevelBody {
  id?: number;
  name: string;
  order: number;
  match: 'any' | 'all';
  approvers: { users: number[]; user_types: number[] };
}

/** POST cab with `body`; the saved CAB's id, or an error naming the answer. */
export async function saveCabDefinition(client: TestClient, body: Record<string, unknown>): Promise<number> {
  return ok<{ data: { id: number } }>(await postJson(client, `${api}/cab`, body), 'POST cab').data.id;
}
