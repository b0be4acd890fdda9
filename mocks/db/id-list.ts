import { inJsonIds } from './sql-where';

/** Longer lists are bound as one JSON array, far below SQLite's limit of bound parameters. */
const MAX_PLACEHOLDERS = 200;

/**
 * `column IN (?, ?, ...)` for a filter's ids. Unlike one JSON array, the planner sees how many
 * ids there are and can answer a filter on several columns from one covering index.
 */
export function inIdList(column: string, ids: readonly number[]): { sql: string; params: unknown[] } {
  if (ids.length > MAX_PLACEHOLDERS) return { sql: inJsonIds(column), params: [JSON.stringify(ids)] };
  if (ids.length === 0) return { sql: '0', params: [] };
  return { sql: `${column} IN (${ids.map(() => '?').join(', ')})`, params: [...ids] };
}
