import { readChoice, readInteger, readString, type RawQuery } from './query';
import type { Validator } from './validator';

export interface PageWindow {
  page: number;
  limit: number;
  offset: number;
}

export interface Paging<TSortField extends string> extends PageWindow {
  sortField: TSortField;
  /**
   * The host's convention: sort-order is sent inverted relative to the ascending flag, so 'desc'
   * asks for ascending rows and 'asc' (or nothing) for descending ones, newest first by default.
   */
  ascending: boolean;
  search: string | undefined;
}

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
// Keeps the offset an exact integer for SQLite.
const MAX_PAGE = 1_000_000_000;

/** The table conventions: page (1-based), limit, sort-field, sort-order, search-query. */
export function readPaging<TSortField extends string>(
  query: RawQuery,
  validator: Validator,
  sortFields: readonly TSortField[],
  defaultSortField: TSortField,
): Paging<TSortField> {
  return {
    ...readPageWindow(query, validator),
    sortField: readChoice(query, 'sort-field', sortFields, validator) ?? defaultSortField,
    ascending: readChoice(query, 'sort-order', ['asc', 'desc'] as const, validator) === 'desc',
    search: readSearch(query, validator),
  };
}

export function readPageWindow(query: RawQuery, validator: Validator): PageWindow {
  const page = readInteger(query, 'page', validator, { min: 1, max: MAX_PAGE }) ?? 1;
  const limit = readInteger(query, 'limit', validator, { min: 1, max: MAX_LIMIT }) ?? DEFAULT_LIMIT;
  return { page, limit, offset: (page - 1) * limit };
}

export function readSearch(query: RawQuery, validator: Validator): string | undefined {
  return readString(query, 'search-query', validator);
}
