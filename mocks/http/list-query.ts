import type { CustomFieldCondition, CustomFieldType } from '../db/list-filters';
import type { ListQuery } from '../db/list-query';
import { readDateRange } from './date-range';
import { readChoice, readIdList, readInteger, readList, readRequestQuery, readString, type RawQuery } from './query';
import type { Validator } from './validator';

/**
 * The table conventions, read in one place for every list: page (1-based), limit, sort-field,
 * sort-order, search-query, filters sent as `name[0]=3`, date ranges and custom-field filters.
 * Bad values are reported to the validator; the database side is db/list-query.ts.
 */

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

/** The names of the paging parameters: the host's, or the variant some calls use. */
export interface PagingNames {
  search: string;
  sortField: string;
  sortOrder: string;
}
export const TABLE_PARAMS: PagingNames = { search: 'search-query', sortField: 'sort-field', sortOrder: 'sort-order' };
export const VARIANT_PARAMS: PagingNames = { search: 'search_query', sortField: 'sort_by', sortOrder: 'order' };
/** The tickets tabs of a problem and a change and a ticket's changes: the dashed names, but search_query. */
export const SEARCH_QUERY_PARAMS: PagingNames = { ...TABLE_PARAMS, search: 'search_query' };

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
// Keeps the offset an exact integer for SQLite.
const MAX_PAGE = 1_000_000_000;

export function readPaging<TSortField extends string>(
  query: RawQuery,
  validator: Validator,
  sortFields: readonly TSortField[],
  defaultSortField: TSortField,
  names: PagingNames = TABLE_PARAMS,
): Paging<TSortField> {
  return {
    ...readPageWindow(query, validator),
    sortField: readChoice(query, names.sortField, sortFields, validator) ?? defaultSortField,
    ascending: readChoice(query, names.sortOrder, ['asc', 'desc'] as const, validator) === 'desc',
    search: readSearch(query, validator, names),
  };
}

export function readPageWindow(query: RawQuery, validator: Validator): PageWindow {
  const page = readInteger(query, 'page', validator, { min: 1, max: MAX_PAGE }) ?? 1;
  const limit = readInteger(query, 'limit', validator, { min: 1, max: MAX_LIMIT }) ?? DEFAULT_LIMIT;
  return { page, limit, offset: (page - 1) * limit };
}

export function readSearch(
  query: RawQuery,
  validator: Validator,
  names: PagingNames = TABLE_PARAMS,
): string | undefined {
  return readString(query, names.search, validator);
}

/** What a list accepts besides paging. */
export interface ListSpec<TFilter extends string> {
  /** The id filters, each sent as `name[0]=id`. */
  filters: readonly TFilter[];
  /** Another name a filter may be sent under as well. */
  aliases?: Partial<Record<TFilter, string>>;
  /** Whether the created_at and updated_at ranges filter the list. */
  dateRanges?: boolean;
}

/** The id filters and date ranges of a list. */
export function readListFilters<TFilter extends string>(
  query: RawQuery,
  validator: Validator,
  spec: ListSpec<TFilter>,
): Pick<ListQuery<string, TFilter>, 'ids' | 'createdAt' | 'updatedAt'> {
  const ids: Partial<Record<TFilter, number[]>> = {};
  for (const name of spec.filters) {
    const alias = spec.aliases?.[name];
    const values = [
      ...(readIdList(query, name, validator) ?? []),
      ...(alias ? (readIdList(query, alias, validator) ?? []) : []),
    ];
    if (values.length > 0) ids[name] = values;
  }
  if (!spec.dateRanges) return { ids };
  return {
    ids,
    createdAt: readDateRange(query, 'created_at', validator),
    updatedAt: readDateRange(query, 'updated_at', validator),
  };
}

/** Paging, then the filters: the whole query of a list. */
export function readListQuery<TSort extends string, TFilter extends string>(
  query: RawQuery,
  validator: Validator,
  sorts: { fields: readonly TSort[]; default: TSort },
  spec: ListSpec<TFilter>,
): Paging<TSort> & ListQuery<TSort, TFilter> {
  const paging = readPaging(query, validator, sorts.fields, sorts.default);
  return { ...paging, ...readListFilters(query, validator, spec) };
}

/** Custom field filters are sent as custom_{fieldId} (a text, a number, options, or a date range). */
export const CUSTOM_FILTER_KEY = /^custom_(\d+)(?:\[\d*\])?$/;

/** The custom-field filters sent; `findField` gives a field's type and options, undefined when unknown. */
export function readCustomFieldFilters(
  query: RawQuery,
  validator: Validator,
  findField: (fieldId: number) => { type: CustomFieldType; options: string[] } | undefined,
): CustomFieldCondition[] {
  const fieldIds = new Set<number>();
  for (const key of Object.keys(query)) {
    const match = CUSTOM_FILTER_KEY.exec(key);
    if (match) fieldIds.add(Number(match[1]));
  }
  const conditions: CustomFieldCondition[] = [];
  for (const fieldId of fieldIds) {
    const name = `custom_${fieldId}`;
    const field = Number.isSafeInteger(fieldId) ? findField(fieldId) : undefined;
    if (!field) {
      validator.add(name, `The selected ${name} is invalid.`);
      continue;
    }
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'email': {
        const text = readString(query, name, validator);
        if (text !== undefined) conditions.push({ fieldId, type: field.type, text });
        break;
      }
      case 'number': {
        const text = readString(query, name, validator);
        if (text === undefined) break;
        const number = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
        if (Number.isFinite(number)) conditions.push({ fieldId, type: 'number', number });
        else validator.add(name, `The ${name} must be a number.`);
        break;
      }
      case 'select':
      case 'radio':
      case 'checkbox': {
        const options = readList(query, name) ?? [];
        options.forEach((option, index) => {
          if (!field.options.includes(option))
            validator.add(`${name}.${index}`, `The selected ${name}.${index} is invalid.`);
        });
        if (options.length > 0) conditions.push({ fieldId, type: field.type, options });
        break;
      }
      case 'date': {
        const range = readDateRange(query, name, validator);
        if (range) conditions.push({ fieldId, type: 'date', ...range });
        break;
      }
    }
  }
  return conditions;
}

/** The paging of a request's query alone; 422 with every error. */
export function readRequestPaging<TSortField extends string>(
  rawQuery: unknown,
  sortFields: readonly TSortField[],
  defaultSortField: TSortField,
  names: PagingNames = TABLE_PARAMS,
): Paging<TSortField> {
  return readRequestQuery(rawQuery, (query, validator) =>
    readPaging(query, validator, sortFields, defaultSortField, names),
  );
}
