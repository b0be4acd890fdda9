import { readListPage, type ListSource, type PageQuery } from './list-query';
import { searchIn, type ListSearch } from './list-search';
import type { Db } from './types';

/** Helpers for the reference rows administrators keep (asset types, asset statuses, relation types). */

/** Whether another row of `table` than `exceptId` holds `value` in `column` (compared with the column's collation). */
export function valueTaken(db: Db, table: string, column: string, value: string, exceptId?: number): boolean {
  return (
    db.prepare(`SELECT 1 FROM ${table} WHERE ${column} = ? AND id IS NOT ?`).get(value, exceptId ?? null) !== undefined
  );
}

/** How many rows of `table` point at `id` through `column`. */
export function countReferences(db: Db, table: string, column: string, id: number): number {
  return (db.prepare(`SELECT COUNT(*) AS count FROM ${table} WHERE ${column} = ?`).get(id) as { count: number }).count;
}

/** The refusal of a delete: 'This asset status is used by 3 assets and cannot be deleted.' */
export function inUseMessage(noun: string, count: number, singular: string, plural: string): string {
  return `This ${noun} is used by ${count} ${count === 1 ? singular : plural} and cannot be deleted.`;
}

/** Deletes the row `id` of `table`. */
export function deleteRow(db: Db, table: string, id: number): void {
  db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(id);
}

/**
 * The list of the rows that belong to one record: `(db, ownerId, query)` reads a page of `source`
 * whose `ownerColumn` holds the owner's id (or kind), its search reading `search`'s texts.
 */
export function listRowsOf<TRow, TSort extends string, TOwner extends number | string = number>(
  source: ListSource<TSort>,
  ownerColumn: string,
  search: ListSearch,
) {
  return (db: Db, ownerId: TOwner, query: PageQuery<TSort>): { rows: TRow[]; total: number } =>
    readListPage<TRow, TSort>(db, source, query, () => {
      const where = searchIn(search, query.search)();
      where.add(`${ownerColumn} = ?`, ownerId);
      return where;
    });
}
