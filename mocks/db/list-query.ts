import { parseJsonColumns } from './sql-json';
import type { SqlWhere } from './sql-where';
import type { Db } from './types';

/**
 * The one way every list is read: a count of the matching rows, then one page of them, sorted by
 * the query's field with the rows' key breaking ties. The conditions come from list-filters.ts;
 * reading the query parameters is http/list-query.ts.
 */

/** Inclusive bounds in the database's form 'YYYY-MM-DD HH:mm:ss'. */
export interface DateRange {
  from: string;
  to: string;
}

/** The sort, window and search of one page. */
export interface PageQuery<TSort extends string> {
  search?: string;
  sortField: TSort;
  ascending: boolean;
  limit: number;
  offset: number;
}

/** A page with the table filters: ids per filter (any of them matches), created and updated ranges. */
export interface ListQuery<TSort extends string, TFilter extends string> extends PageQuery<TSort> {
  ids: Partial<Record<TFilter, number[]>>;
  createdAt?: DateRange;
  updatedAt?: DateRange;
}

/** Where a list's rows come from and how they sort. */
export interface ListSource<TSort extends string> {
  /** The tables the conditions and the sorts read, e.g. `problems p`. */
  from: string;
  /** The answer's fields in order; nested objects as JSON columns (sql-json.ts). */
  columns: string;
  /** The columns that hold JSON, parsed into the rows. */
  json?: readonly string[];
  /** Joins only the selected columns need. */
  joins?: string;
  /** The rows' unique key, the last sort, e.g. `p.id`. */
  key: string;
  sorts: Record<TSort, string>;
  /** Sorts after the key, for link rows that share it. */
  thenBy?: string;
  /**
   * Find the page's keys in `from` (one table, `key` its id) before joining, so a deep page skips
   * rows without joining them; CROSS JOIN keeps the page as SQLite's outer loop.
   */
  keysFirst?: boolean;
}

/**
 * One page and the number of rows matching. `where(forCount)` builds the conditions; the count's
 * may bind id lists as placeholders and the page's as one JSON array (db/id-list.ts); the page's
 * is given the count, to choose between finding the matches and walking the sort's index. A
 * `knownTotal` (a search index counted the rows) skips the count. A page past the end is not read.
 */
export function readListPage<TRow, TSort extends string>(
  db: Db,
  source: ListSource<TSort>,
  query: PageQuery<TSort>,
  where: (forCount: boolean, total?: number) => SqlWhere,
  knownTotal?: number,
): { rows: TRow[]; total: number } {
  const total = knownTotal ?? countRows(db, source, where(true));
  if (query.offset >= total) return { rows: [], total };
  const paged = where(false, total);
  const direction = query.ascending ? 'ASC' : 'DESC';
  const thenBy = source.thenBy ? `, ${source.thenBy}` : '';
  const order = `ORDER BY ${source.sorts[query.sortField]} ${direction}, ${source.key} ${direction}${thenBy}`;
  const joins = source.joins ?? '';
  const sql = source.keysFirst
    ? `SELECT ${source.columns}
       FROM (SELECT ${source.key} FROM ${source.from} ${paged.sql} ${order} LIMIT ? OFFSET ?) page
       CROSS JOIN ${source.from} ON ${source.key} = page.id
       ${joins}
       ${order}`
    : `SELECT ${source.columns} FROM ${source.from} ${joins} ${paged.sql} ${order} LIMIT ? OFFSET ?`;
  const rows = db.prepare(sql).all(...paged.params, query.limit, query.offset) as Record<string, unknown>[];
  return { rows: rows.map((row) => parseJsonColumns<TRow>(row, source.json ?? [])), total };
}

function countRows(db: Db, source: ListSource<string>, where: SqlWhere): number {
  return db
    .prepare(`SELECT COUNT(*) FROM ${source.from} ${where.sql}`)
    .pluck()
    .get(...where.params) as number;
}

/**
 * The sorts of fields that are columns of the rows aliased `alias` under the same names: `plain`
 * ones ordered as stored, `text` ones without regard to case.
 */
export function columnSorts<const TPlain extends string, const TText extends string = never>(
  alias: string,
  plain: readonly TPlain[],
  text: readonly TText[] = [],
): Record<TPlain | TText, string> {
  return Object.fromEntries([
    ...plain.map((field) => [field, `${alias}.${field}`]),
    ...text.map((field) => [field, `${alias}.${field} COLLATE NOCASE`]),
  ]) as Record<TPlain | TText, string>;
}

/** The fields a list sorts by: the keys of its sorts. */
export function sortFieldsOf<TSort extends string>(sorts: Record<TSort, string>): TSort[] {
  return Object.keys(sorts) as TSort[];
}
