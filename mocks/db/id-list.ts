import { inJsonIds } from './sql-where';

/** Longer lists are bound as one JSON array, far below SQLite's limit of bound parameters. */
const MAX_PLACEHOLDERS = 200;

/**
 * `column IN (?, ?, ...)` for a filter's ids (`exact`). Unlike one JSON array, the planner sees how
 * many ids there are and can count a filter on several columns from one covering index. For a
 * page, the JSON array is better: not knowing the filter is broad, the planner walks the sort's
 * index and stops after the page, instead of sorting every match.
 */
export function inIdList(column: string, ids: readonly number[], exact = true): { sql: string; params: unknown[] } {
  if (!exact || ids.length > MAX_PLACEHOLDERS) return { sql: inJsonIds(column), params: [JSON.stringify(ids)] };
  if (ids.length === 0) return { sql: '0', params: [] };
  return { sql: `${column} IN (${ids.map(() => '?').join(', ')})`, params: [...ids] };
}
