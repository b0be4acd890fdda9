import { assetFilterWhere, type AssetListQuery } from '../assets/list';
import type { Db } from '../types';
import { fullNameSql } from '../users/users';

/** What the chart counts assets by: the asset's column and the name of what it points at. */
const DIMENSIONS = {
  asset_type: { column: 'a.asset_type_id', table: 'asset_types', name: 'x.name' },
  asset_status: { column: 'a.status_id', table: 'asset_statuses', name: 'x.name' },
  department: { column: 'a.department_id', table: 'departments', name: 'x.name' },
  location: { column: 'a.location_id', table: 'locations', name: 'x.title' },
  organization: { column: 'a.organization_id', table: 'organizations', name: 'x.name' },
  impact_type: { column: 'a.impact_type_id', table: 'impacts', name: 'x.name' },
  managed_by: { column: 'a.managed_by_id', table: 'users', name: fullNameSql('x') },
  used_by: { column: 'a.used_by_id', table: 'users', name: fullNameSql('x') },
} as const;

export type CountDimension = keyof typeof DIMENSIONS;
export const COUNT_DIMENSIONS = Object.keys(DIMENSIONS) as CountDimension[];

/** One bar of the chart; name is null for the assets without a value (no department). */
export interface AssetCount {
  name: string | null;
  count: number;
}

/**
 * The assets matching the list query, counted per value of the dimension with one GROUP BY over
 * the asset list's own conditions; the largest groups first.
 */
export function countAssets(db: Db, query: AssetListQuery, dimension: CountDimension): AssetCount[] {
  const { column, table, name } = DIMENSIONS[dimension];
  const where = assetFilterWhere(db, query);
  const counts = db
    .prepare(`SELECT ${column} AS id, COUNT(*) AS count FROM assets a ${where.sql} GROUP BY ${column}`)
    .all(...where.params) as { id: number | null; count: number }[];
  const nameOf = db.prepare(`SELECT ${name} FROM ${table} x WHERE x.id = ?`).pluck();
  return counts
    .map((group) => ({
      name: group.id === null ? null : ((nameOf.get(group.id) as string | undefined) ?? null),
      count: group.count,
    }))
    .sort((a, b) => b.count - a.count || (a.name ?? '').localeCompare(b.name ?? ''));
}
