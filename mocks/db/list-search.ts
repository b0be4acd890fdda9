import { likeContaining, SqlWhere } from './sql-where';

/**
 * What a list's search reads: the texts its columns show, declared once beside the list. A text
 * is a condition on the listed row (for a LIKE search) and, when a trigram index holds it, how one
 * row's text is read and which writes change it (search-index.ts builds the index from that).
 */

/** `expression` contains the search's pattern, bound to its one `?`. */
export function containsPattern(expression: string): string {
  return `${expression} LIKE ? ESCAPE '\\'`;
}

/** A table whose writes change the text of some listed rows. */
export interface TextSource {
  table: string;
  /** The columns whose update changes the text; none: every insert, update and delete does (a link table). */
  columns?: readonly string[];
  /** A SELECT of the ids of the `listed` table's rows whose text the written row (`new` or `old`) changes. */
  rowsOf(written: 'new' | 'old', listed: string): string;
}

/** How an index reads a text: for row `row` (an alias, or `new` in a trigger) and when it changes. */
export interface IndexedText {
  value(row: string): string;
  /** The listed table's columns the text reads. */
  columns: readonly string[];
  sources: readonly TextSource[];
}

/** One text a list shows. */
export interface SearchedText {
  /** The condition that the row aliased `alias` shows a text containing the pattern bound to its one `?`. */
  like(alias: string): string;
  /** Absent for a text only a LIKE search reads (a small list's). */
  indexed?: IndexedText;
}

/** A text column of the listed rows: `name`. */
export function ownText(column: string): SearchedText {
  return {
    like: (alias) => containsPattern(`${alias}.${column}`),
    indexed: { value: (row) => `${row}.${column}`, columns: [column], sources: [] },
  };
}

/** A text the row's `columns` make, such as a status word: `expression(alias)`. */
export function computedText(columns: readonly string[], expression: (alias: string) => string): SearchedText {
  return {
    like: (alias) => containsPattern(expression(alias)),
    indexed: { value: expression, columns, sources: [] },
  };
}

/** The record a row refers to: its table and text (`text(alias)`, reading `textColumns` of it). */
export interface Referenced {
  table: string;
  text?: (alias: string) => string;
  textColumns?: readonly string[];
}

const nameOf = (alias: string) => `${alias}.name`;

/** The text (by default the name) of the record the row's `column` refers to: a department, a status ... */
export function referencedText(column: string, { table, text = nameOf, textColumns = ['name'] }: Referenced) {
  const searched: SearchedText = {
    // The named table is small and read once: its matching ids, then the rows holding one.
    like: (alias) => `${alias}.${column} IN (SELECT n.id FROM ${table} n WHERE ${containsPattern(text('n'))})`,
    indexed: {
      value: (row) => `(SELECT ${text('n')} FROM ${table} n WHERE n.id = ${row}.${column})`,
      columns: [column],
      sources: [
        {
          table,
          columns: textColumns,
          rowsOf: (written, listed) => `SELECT id FROM ${listed} WHERE ${column} = ${written}.id`,
        },
      ],
    },
  };
  return searched;
}

/** A link table: its column naming the listed row and the one naming the linked record. */
export interface Link {
  table: string;
  rowColumn: string;
  otherColumn: string;
}

/** The texts of the records linked to the row through `link` (an asset's product, a contract's organizations). */
export function linkedText(link: Link, { table, text = nameOf, textColumns = ['name'] }: Referenced): SearchedText {
  const joined = `${link.table} l JOIN ${table} n ON n.id = l.${link.otherColumn}`;
  return {
    like: (alias) => `${alias}.id IN (SELECT l.${link.rowColumn} FROM ${joined} WHERE ${containsPattern(text('n'))})`,
    indexed: {
      value: (row) => `(SELECT group_concat(${text('n')}, ', ') FROM ${joined} WHERE l.${link.rowColumn} = ${row}.id)`,
      columns: [],
      sources: [
        { table: link.table, rowsOf: (written) => `SELECT ${written}.${link.rowColumn}` },
        {
          table,
          columns: textColumns,
          rowsOf: (written) =>
            `SELECT l.${link.rowColumn} FROM ${link.table} l WHERE l.${link.otherColumn} = ${written}.id`,
        },
      ],
    },
  };
}

/** A text only a LIKE search reads: `like(alias)` binds the pattern to its one `?`. */
export function matchedText(like: (alias: string) => string): SearchedText {
  return { like };
}

/** A list's texts by name (the names are the index's columns when one holds them). */
export type SearchedTexts = Readonly<Record<string, SearchedText>>;

/** What a list's search reads: its rows' alias and the texts its columns show. */
export interface ListSearch {
  alias: string;
  texts: SearchedTexts;
}

/** The search of a list whose rows are aliased `alias`: a LIKE over `texts`. */
export function listSearch(alias: string, texts: SearchedTexts): ListSearch {
  return { alias, texts };
}

/** Any text of the search's rows contains `fragment` (case-insensitive for ASCII, as LIKE is). */
export function likeAnyText(search: ListSearch, fragment: string): { sql: string; params: unknown[] } {
  // LIKE reads a pattern only up to a NUL character, which no text shows.
  if (fragment.includes('\u0000')) return { sql: '0', params: [] };
  const texts = Object.values(search.texts);
  const pattern = likeContaining(fragment);
  return {
    sql: `(${texts.map((text) => text.like(search.alias)).join(' OR ')})`,
    params: texts.map(() => pattern),
  };
}

/** The conditions of a list whose search reads `search`'s texts (every row without a search). */
export function searchIn(search: ListSearch, text: string | undefined): () => SqlWhere {
  return () => {
    const where = new SqlWhere();
    if (text !== undefined) {
      const condition = likeAnyText(search, text);
      where.add(condition.sql, ...condition.params);
    }
    return where;
  };
}
