import type { IndexedText, ListSearch, SearchedTexts, TextSource } from './list-search';

/**
 * The full-text index of a list that grows large, built from the texts its search declares: a
 * trigram table (`{table}_search`: any substring of 3 or more characters) and a word table
 * (`{table}_words`: words starting with 1 or 2 characters), one column per text, both contentless
 * (only the rowids are read). Triggers keep them in step with every write: the listed table's
 * inserts, updates of the columns the texts read, deletes, and the writes to the tables the texts
 * come from (a renamed department, a product attached). A bulk load drops the triggers and rebuilds.
 */
export interface IndexedSearch extends ListSearch {
  table: string;
  substrings: string;
  words: string;
  /** The tables and their triggers, for the schema. */
  sql: string;
  triggers: string;
  dropTriggers: string;
  /** Fills both tables again from every row, then merges their segments. */
  rebuild: string;
}

export function searchIndex(table: string, alias: string, texts: SearchedTexts): IndexedSearch {
  const indexed = Object.entries(texts).map(([column, text]) => {
    if (!text.indexed) throw new Error(`${table}: the text "${column}" cannot be indexed.`);
    return [column, text.indexed] as const;
  });
  const substrings = `${table}_search`;
  const words = `${table}_words`;
  const names = indexed.map(([column]) => column).join(', ');
  const valuesOf = (row: string) => indexed.map(([, text]) => text.value(row)).join(', ');
  const insertRow = (row: 'new') =>
    [substrings, words].map((fts) => `INSERT INTO ${fts} (rowid, ${names}) VALUES (${row}.id, ${valuesOf(row)});`);
  const deleteRows = (rows: string) => [substrings, words].map((fts) => `DELETE FROM ${fts} WHERE rowid IN (${rows});`);
  const insertRows = (rows: string) =>
    [substrings, words].map(
      (fts) =>
        `INSERT INTO ${fts} (rowid, ${names}) SELECT x.id, ${valuesOf('x')} FROM ${table} x WHERE x.id IN (${rows});`,
    );
  const refresh = (rows: string) => [...deleteRows(rows), ...insertRows(rows)];

  const ownColumns = [...new Set(indexed.flatMap(([, text]) => text.columns))].join(', ');
  const triggers: Record<string, string> = {
    insert: `AFTER INSERT ON ${table} BEGIN ${insertRow('new').join(' ')} END`,
    update: `AFTER UPDATE OF ${ownColumns} ON ${table} BEGIN ${deleteRows('old.id').join(' ')} ${insertRow('new').join(' ')} END`,
    delete: `AFTER DELETE ON ${table} BEGIN ${deleteRows('old.id').join(' ')} END`,
  };
  sourcesOf(indexed).forEach((source, n) => {
    const rows = (written: 'new' | 'old') => source.rowsOf(written, table);
    if (source.columns) {
      triggers[`${n}_update`] =
        `AFTER UPDATE OF ${source.columns.join(', ')} ON ${source.table} BEGIN ${refresh(rows('new')).join(' ')} END`;
      return;
    }
    triggers[`${n}_insert`] = `AFTER INSERT ON ${source.table} BEGIN ${refresh(rows('new')).join(' ')} END`;
    triggers[`${n}_delete`] = `AFTER DELETE ON ${source.table} BEGIN ${refresh(rows('old')).join(' ')} END`;
    triggers[`${n}_update`] =
      `AFTER UPDATE ON ${source.table} BEGIN ${refresh(`${rows('old')} UNION ${rows('new')}`).join(' ')} END`;
  });
  const triggerNames = Object.keys(triggers).map((event) => `${substrings}_${event}`);
  const triggersSql = Object.entries(triggers)
    .map(([event, body]) => `CREATE TRIGGER ${substrings}_${event} ${body};`)
    .join('\n');

  return {
    table,
    alias,
    texts,
    substrings,
    words,
    sql: `CREATE VIRTUAL TABLE ${substrings} USING fts5(${names}, tokenize = 'trigram', content = '', contentless_delete = 1);
CREATE VIRTUAL TABLE ${words} USING fts5(
  ${names}, tokenize = 'unicode61 remove_diacritics 0', prefix = '1 2', content = '', contentless_delete = 1
);
${triggersSql}`,
    triggers: triggersSql,
    dropTriggers: triggerNames.map((name) => `DROP TRIGGER ${name};`).join('\n'),
    rebuild: [substrings, words]
      .flatMap((fts) => [
        `INSERT INTO ${fts} (${fts}) VALUES ('delete-all');`,
        `INSERT INTO ${fts} (rowid, ${names}) SELECT x.id, ${valuesOf('x')} FROM ${table} x;`,
        `INSERT INTO ${fts} (${fts}) VALUES ('optimize');`,
      ])
      .join('\n'),
  };
}

/** The tables other than the listed one whose writes change its texts. */
function sourcesOf(indexed: ReadonlyArray<readonly [string, IndexedText]>): TextSource[] {
  return indexed.flatMap(([, text]) => text.sources);
}
