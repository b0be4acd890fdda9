import { openDatabase } from '../db/connection';
import type { Db } from '../db/types';
import type { AppUnderTest } from './use-app';

/** An asset list row as the tests read it. */
export interface ListedAsset {
  id: number;
  asset_id: string;
  name: string;
  identifier: string;
  asset_type: { id: number; name: string };
  asset_status: { id: number; name: string };
  department: { id: number; name: string } | null;
  location: { id: number; name: string } | null;
  organization: { id: number; name: string } | null;
  managed_by: { id: number; full_name: string; email: string } | null;
  used_by: { id: number; full_name: string; email: string } | null;
  impact_type: { id: number; name: string } | null;
  product: { id: number; name: string } | null;
  contract: { id: number; name: string } | null;
  assigned_on: string | null;
  created_at: string;
  updated_at: string;
  attachment: { id: number; value: string } | null;
}

/** GET asset-list with a query string; throws with the body unless it answers 200. */
export function assetListOf(ctx: AppUnderTest) {
  return async (query = ''): Promise<{ data: ListedAsset[]; total: number }> => {
    const response = await ctx.admin.get(`/service-desk/api/asset-list${query ? '?' + query : ''}`);
    if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
    return (response.json() as { data: { data: { data: ListedAsset[]; total: number } } }).data.data;
  };
}

/** A freshly seeded database beside the app (the seed is deterministic): what the list should find. */
export function useSeededDb(): { db: Db } {
  const holder = {} as { db: Db };
  beforeAll(() => {
    holder.db = openDatabase(':memory:');
  });
  afterAll(() => holder.db.close());
  return holder;
}

/** The ids a query of the seeded database gives, sorted. */
export function idsOf(db: Db, sql: string, ...params: unknown[]): number[] {
  return (
    db
      .prepare(sql)
      .pluck()
      .all(...params) as number[]
  ).sort((a, b) => a - b);
}

export const sortedIds = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
