import type { Db } from './types';
import { inJsonIds, likeAny } from './sql-where';

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
  otherIndexedConditions = false,
): { sql: string; params: unknown[] } {
  // FTS5 cannot parse a query holding a NUL character; LIKE takes it.
  if ([...fragment].length >= TRIGRAM_MIN_LENGTH && !fragment.includes('\u0000')) {
    const ids = db
      .prepare(`SELECT rowid FROM ${ftsTable} WHERE ${ftsTable} MATCH ?`)
      .pluck()
      .all(trigramPhrase(fragment)) as number[];
    return matchingIds(idColumn, ids, otherIndexedConditions);
  }
  return likeAny(columns, fragment);
}

/** Above this many matches, another indexed condition is likely the cheaper way in. */
const MANY_MATCHES = 2000;

/**
 * `idColumn IN (the ids)`. Many ids next to other indexed conditions: the unary + keeps SQLite
 * from visiting the rows id by id, so it reads the other conditions' index and checks the ids.
 */
export function matchingIds(
  idColumn: string,
  ids: readonly unknown[],
  otherIndexedConditions: boolean,
): { sql: string; params: unknown[] } {
  const column = otherIndexedConditions && ids.length > MANY_MATCHES ? `+${idColumn}` : idColumn;
  return { sql: inJsonIds(column), params: [JSON.stringify(ids)] };
}

/**
 * A SELECT of the ids of `table` rows whose `columns` contain `fragment` (case-insensitive): the
 * trigram table's matches bound as one JSON array, or a LIKE scan for short fragments. For
 * building a union with other ways of matching.
 */
export function substringIds(
  db: Db,
  fragment: string,
  ftsTable: string,
  table: string,
  columns: readonly string[],
): { sql: string; params: unknown[] } {
  const condition = substringCondition(
    db,
    fragment,
    ftsTable,
    't.id',
    columns.map((column) => `t.${column}`),
  );
  return { sql: `SELECT t.id FROM ${table} t WHERE ${condition.sql}`, params: condition.params };
}

/**
 * The trigram table `{table}_search` over `columns` of `table` (its rowid is the row's id), kept
 * equal to them by triggers. A bulk load drops the triggers, inserts, rebuilds the table and
 * creates the triggers again, which is several times faster than filling it row by row.
 */
export function trigramIndex(table: string, columns: readonly string[]) {
  const search = `${table}_search`;
  const names = columns.join(', ');
  const values = (row: 'new' | 'old') => columns.map((column) => `${row}.${column}`).join(', ');
  const triggers = `
CREATE TRIGGER ${search}_insert AFTER INSERT ON ${table} BEGIN
  INSERT INTO ${search} (rowid, ${names}) VALUES (new.id, ${values('new')});
END;
CREATE TRIGGER ${search}_delete AFTER DELETE ON ${table} BEGIN
  INSERT INTO ${search} (${search}, rowid, ${names}) VALUES ('delete', old.id, ${values('old')});
END;
CREATE TRIGGER ${search}_update AFTER UPDATE OF ${names} ON ${table} BEGIN
  INSERT INTO ${search} (${search}, rowid, ${names}) VALUES ('delete', old.id, ${values('old')});
  INSERT INTO ${search} (rowid, ${names}) VALUES (new.id, ${values('new')});
END;
`;
  return {
    sql: `CREATE VIRTUAL TABLE ${search} USING fts5(
  ${names}, content = '${table}', content_rowid = 'id', tokenize = 'trigram'
);
${triggers}`,
    triggers,
    dropTriggers: ['insert', 'delete', 'update'].map((event) => `DROP TRIGGER ${search}_${event};`).join('\n'),
    rebuild: `INSERT INTO ${search} (${search}) VALUES ('rebuild');`,
  };
}
