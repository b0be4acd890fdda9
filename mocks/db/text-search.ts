import { likeAnyText, type ListSearch } from './list-search';
import type { IndexedSearch } from './search-index';
import type { Db } from './types';

/** The trigram table finds substrings of at least this many characters; shorter ones are word starts. */
export const TRIGRAM_MIN_LENGTH = 3;

/** Above this many matches, another index is the cheaper way in: it visits the rows and each is checked. */
export const MANY_MATCHES = 2000;

/**
 * The longest phrase the trigram table is asked for. A phrase's cost grows with its length times
 * the rows holding its trigrams (a pasted sentence took seconds), so a longer search asks for its
 * first pieces of this length, all present, and each row found is checked against the whole search.
 */
export const LONGEST_PHRASE = 8;
const MOST_PIECES = 4;

/** What the word table's tokenizer keeps in words (its default categories: letters, numbers, private use). */
const WORD_CHARACTERS = /^[\p{L}\p{N}\p{Co}]+$/u;

/** An FTS5 phrase of `fragment`, taken literally (its quotes doubled; operators inside a phrase are text). */
export function ftsPhrase(fragment: string): string {
  return `"${fragment.replace(/"/g, '""')}"`;
}

/**
 * The index's table and query finding `fragment`: any substring of 3 characters or more, words
 * starting with a shorter one; undefined when only a LIKE can (FTS5 cannot parse a NUL character,
 * and a short fragment of other characters than letters and digits is no word start).
 */
function indexQuery(
  index: IndexedSearch,
  fragment: string,
): { table: string; match: string; exact: boolean } | undefined {
  if (fragment.includes('\u0000')) return undefined;
  const characters = [...fragment];
  if (characters.length > LONGEST_PHRASE) {
    const pieces: string[] = [];
    for (let start = 0; start < characters.length && pieces.length < MOST_PIECES; start += LONGEST_PHRASE) {
      const piece = characters.slice(start, start + LONGEST_PHRASE);
      if (piece.length >= TRIGRAM_MIN_LENGTH) pieces.push(ftsPhrase(piece.join('')));
    }
    return { table: index.substrings, match: pieces.join(' AND '), exact: false };
  }
  if (characters.length >= TRIGRAM_MIN_LENGTH)
    return { table: index.substrings, match: ftsPhrase(fragment), exact: true };
  if (WORD_CHARACTERS.test(fragment)) return { table: index.words, match: `${ftsPhrase(fragment)}*`, exact: true };
  return undefined;
}

/** A search's condition on the listed rows. */
export interface SearchCondition {
  /** `checked`: the rows are read through another index and each is checked against the matches. */
  sql(checked: boolean): string;
  params: unknown[];
  /** How many rows match, when an index counted them. */
  matches?: number;
  /** How many rows the index found, of which `sql` keeps those that match: at least `matches`. */
  candidates?: number;
}

const isIndexed = (search: ListSearch): search is IndexedSearch => 'substrings' in search;

/**
 * The rows whose texts contain `fragment`: through the list's index when it has one (the matches
 * counted first, so the caller knows how the rows are best read), otherwise a LIKE over its texts.
 */
export function searchCondition(db: Db, search: ListSearch, fragment: string): SearchCondition {
  const query = isIndexed(search) ? indexQuery(search, fragment) : undefined;
  if (query === undefined) {
    const like = likeAnyText(search, fragment);
    return { sql: () => like.sql, params: like.params };
  }
  const { table, match, exact } = query;
  const candidates = db.prepare(`SELECT COUNT(*) FROM ${table} WHERE ${table} MATCH ?`).pluck().get(match) as number;
  const key = `${search.alias}.id`;
  const found = (checked: boolean) =>
    `${checked ? '+' : ''}${key} IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ?)`;
  if (exact) return { sql: found, params: [match], matches: candidates, candidates };
  const like = likeAnyText(search, fragment);
  return { sql: (checked) => `(${found(checked)} AND ${like.sql})`, params: [match, ...like.params], candidates };
}
