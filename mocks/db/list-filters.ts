import { inIdList } from './id-list';
import type { DateRange } from './list-query';
import { searchIn, type ListSearch } from './list-search';
import { inJsonIds, likeContaining, type SqlWhere } from './sql-where';

/** The conditions of a list's filters: id lists, date ranges and custom fields. */

/** How one id filter matches: a column of the listed rows, or a condition binding the ids as one JSON array. */
export type IdFilter = { column: string } | { matches: string };

/**
 * Rows whose `key` is linked to any of the ids through `table` (`column` holds the key,
 * `otherColumn` the ids), read from the link side so a filter costs its matches.
 */
export function linkedTo(key: string, table: string, column: string, otherColumn: string): IdFilter {
  return { matches: `${key} IN (SELECT l.${column} FROM ${table} l WHERE ${inJsonIds(`l.${otherColumn}`)})` };
}

/** The filters `{name}_ids`, each matching the rows aliased `alias` whose `{name}_id` is any of the ids. */
export function idColumnFilters<const TName extends string>(
  alias: string,
  names: readonly TName[],
): Record<`${TName}_ids`, IdFilter> {
  return Object.fromEntries(names.map((name) => [`${name}_ids`, { column: `${alias}.${name}_id` }])) as Record<
    `${TName}_ids`,
    IdFilter
  >;
}

/** One condition per filter sent; a column's ids are placeholders for a count, one JSON array for a page. */
export function addIdFilters<TFilter extends string>(
  where: SqlWhere,
  filters: Readonly<Record<TFilter, IdFilter>>,
  ids: Partial<Record<TFilter, number[]>>,
  forCount: boolean,
): void {
  for (const name of Object.keys(filters) as TFilter[]) {
    const list = ids[name];
    if (list === undefined) continue;
    const filter = filters[name];
    if ('column' in filter) {
      const condition = inIdList(filter.column, list, forCount);
      where.add(condition.sql, ...condition.params);
    } else {
      where.add(filter.matches, JSON.stringify(list));
    }
  }
}

/** `column` within the range when one is sent (both ends included). */
export function addDateRange(where: SqlWhere, column: string, range: DateRange | undefined): void {
  if (range) where.add(`${column} BETWEEN ? AND ?`, range.from, range.to);
}

/** created_at and updated_at of the rows aliased `alias` within the ranges sent (both ends included). */
export function addDateRanges(
  where: SqlWhere,
  alias: string,
  query: { createdAt?: DateRange; updatedAt?: DateRange },
): void {
  addDateRange(where, `${alias}.created_at`, query.createdAt);
  addDateRange(where, `${alias}.updated_at`, query.updatedAt);
}

export const CUSTOM_FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'email',
  'select',
  'radio',
  'checkbox',
  'date',
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** A condition on one custom field: text contains, number equals, any of the options, date within. */
export type CustomFieldCondition =
  | { fieldId: number; type: Extract<CustomFieldType, 'text' | 'textarea' | 'email'>; text: string }
  | { fieldId: number; type: 'number'; number: number }
  | { fieldId: number; type: Extract<CustomFieldType, 'select' | 'radio' | 'checkbox'>; options: string[] }
  | { fieldId: number; type: 'date'; from: string; to: string };

/** `value` is the SQL reading the row's value of the condition's field (text; a JSON array for checkboxes). */
export function addCustomFieldCondition(where: SqlWhere, value: string, condition: CustomFieldCondition): void {
  switch (condition.type) {
    case 'text':
    case 'textarea':
    case 'email':
      where.add(`${value} LIKE ? ESCAPE '\\'`, likeContaining(condition.text));
      break;
    case 'number':
      where.add(`CAST(${value} AS REAL) = ?`, condition.number);
      break;
    case 'checkbox':
      where.add(
        `EXISTS (SELECT 1 FROM json_each(COALESCE(${value}, '[]')) chosen WHERE chosen.value IN (SELECT value FROM json_each(?)))`,
        JSON.stringify(condition.options),
      );
      break;
    case 'select':
    case 'radio':
      where.add(`${value} IN (SELECT value FROM json_each(?))`, JSON.stringify(condition.options));
      break;
    case 'date':
      where.add(`${value} BETWEEN ? AND ?`, condition.from.slice(0, 10), condition.to.slice(0, 10));
      break;
  }
}

/**
 * The conditions of a record's tab: its rows (`scope` binds `id`, the record's), and those whose
 * texts (`search`'s) contain `text` when there is one.
 */
export function scopedSearch(scope: string, id: unknown, search: ListSearch, text: string | undefined): () => SqlWhere {
  return () => {
    const where = searchIn(search, text)();
    where.add(scope, id);
    return where;
  };
}
