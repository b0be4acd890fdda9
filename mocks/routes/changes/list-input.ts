import {
  CHANGE_ID_FILTERS,
  CHANGE_SORT_FIELDS,
  type ChangeIdFilter,
  type ChangeListFilters,
  type ChangeListQuery,
  type CustomFieldCondition,
} from '../../db/changes/list';
import { findCustomField } from '../../db/changes/custom-fields';
import type { Db } from '../../db/types';
import { readDateRange } from '../../http/date-range';
import { readPaging } from '../../http/paging';
import { readIdList, readList, readString, type RawQuery } from '../../http/query';
import type { Validator } from '../../http/validator';

/** Custom field filters are sent as custom_{fieldId} (a text, a number, options, or a date range). */
export const CUSTOM_FILTER_KEY = /^custom_(\d+)(?:\[\d*\])?$/;

/** Names a list filter may be sent under besides its own (the assignee filter's two spellings). */
const ALIASES: Partial<Record<ChangeIdFilter, string>> = { 'assignee-ids': 'assignee_ids' };

/** The filter names (without custom fields) a saved filter may hold. */
export const CHANGE_FILTER_KEYS: readonly string[] = [...CHANGE_ID_FILTERS, 'assignee_ids', 'created_at', 'updated_at'];

/** The parameter name a query key belongs to: `status_ids[0]` -> `status_ids`. */
export function filterKeyOf(key: string): string {
  const bracket = key.indexOf('[');
  return bracket === -1 ? key : key.slice(0, bracket);
}

/** Reads the change list's filters; every bad value is reported to the validator. */
export function readChangeListFilters(db: Db, query: RawQuery, validator: Validator): ChangeListFilters {
  const ids: Partial<Record<ChangeIdFilter, number[]>> = {};
  for (const name of CHANGE_ID_FILTERS) {
    const values = [
      ...(readIdList(query, name, validator) ?? []),
      ...(ALIASES[name] ? (readIdList(query, ALIASES[name], validator) ?? []) : []),
    ];
    if (values.length > 0) ids[name] = values;
  }
  return {
    ids,
    createdAt: readDateRange(query, 'created_at', validator),
    updatedAt: readDateRange(query, 'updated_at', validator),
    custom: readCustomConditions(db, query, validator),
  };
}

function readCustomConditions(db: Db, query: RawQuery, validator: Validator): CustomFieldCondition[] {
  const fieldIds = new Set<number>();
  for (const key of Object.keys(query)) {
    const match = CUSTOM_FILTER_KEY.exec(key);
    if (match) fieldIds.add(Number(match[1]));
  }
  const conditions: CustomFieldCondition[] = [];
  for (const fieldId of fieldIds) {
    const name = `custom_${fieldId}`;
    const field = Number.isSafeInteger(fieldId) ? findCustomField(db, fieldId) : undefined;
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

/** Paging, search and filters of GET /change-list. */
export function readChangeListQuery(db: Db, query: RawQuery, validator: Validator): ChangeListQuery {
  const paging = readPaging(query, validator, CHANGE_SORT_FIELDS, 'id');
  return {
    ...readChangeListFilters(db, query, validator),
    search: paging.search,
    sortField: paging.sortField,
    ascending: paging.ascending,
    limit: paging.limit,
    offset: paging.offset,
  };
}
