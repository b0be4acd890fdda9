import type { Db } from './types';
import { inJsonIds, likeContaining } from './sql-where';

/** The trigram index finds substrings of at least this many characters; shorter ones are scanned. */
export const TRIGRAM_MIN_LENGTH = 3;

/** An FTS5 query that matches `fragment` anywhere, taken literally (a quoted phrase). */
export function trigramPhrase(fragment: string): string {
  return `"${fragment.replace(/"/g, '""')}"`;
}

/**
 * A case-insensitive substring condition over `columns`. When the fragment is long enough, the
 * ids of the matching rows are read once from the trigram table `ftsTable` (whose rowid is
 * `idColumn`) and bound as one JSON array, so the count and the page do not search twice;
 * otherwise a LIKE scan of the columns.
 */
export function substringCondition(
  db: Db,
  fragment: string,
  ftsTable: string,
  idColumn: string,
  columns: readonly string[],
): { sql: string; params: unknown[] } {
  if ([...fragment].length >= TRIGRAM_MIN_LENGTH) {
    const ids = db
      .prepare(`SELECT rowid FROM ${ftsTable} WHERE ${ftsTable} MATCH ?`)
      .pluck()
      .all(trigramPhrase(fragment)) as number[];
    return { sql: inJsonIds(idColumn), params: [JSON.stringify(ids)] };
  }
  const pattern = likeContaining(fragment);
  return {
    sql: `(${columns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`,
    params: columns.map(() => pattern),
  };
}
