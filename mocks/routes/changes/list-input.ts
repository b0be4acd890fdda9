import { findCustomField } from '../../db/changes/custom-fields';
import { CHANGE_LIST, type ChangeIdFilter, type ChangeListFilters, type ChangeListQuery } from '../../db/changes/list';
import type { Db } from '../../db/types';
import { readCustomFieldFilters, readListFilters, readPaging, type ListSpec } from '../../http/list-query';
import type { RawQuery } from '../../http/query';
import type { Validator } from '../../http/validator';

const FILTERS: ListSpec<ChangeIdFilter> = {
  filters: CHANGE_LIST.filterNames,
  // The assignee filter's two spellings.
  aliases: { 'assignee-ids': 'assignee_ids' },
  dateRanges: true,
};

/** The filter names (without custom fields) a saved filter may hold. */
export const CHANGE_FILTER_KEYS: readonly string[] = [
  ...CHANGE_LIST.filterNames,
  'assignee_ids',
  'created_at',
  'updated_at',
];

/** The parameter name a query key belongs to: `status_ids[0]` -> `status_ids`. */
export function filterKeyOf(key: string): string {
  const bracket = key.indexOf('[');
  return bracket === -1 ? key : key.slice(0, bracket);
}

/** Reads the change list's filters; every bad value is reported to the validator. */
export function readChangeListFilters(db: Db, query: RawQuery, validator: Validator): ChangeListFilters {
  return {
    ...readListFilters(query, validator, FILTERS),
    custom: readCustomFieldFilters(query, validator, (fieldId) => findCustomField(db, fieldId)),
  };
}

/** Paging, search and filters of GET /change-list. */
export function readChangeListQuery(db: Db, query: RawQuery, validator: Validator): ChangeListQuery {
  return {
    ...readPaging(query, validator, CHANGE_LIST.sortFields, 'id'),
    ...readChangeListFilters(db, query, validator),
  };
}
