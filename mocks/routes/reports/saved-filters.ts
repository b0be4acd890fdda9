import { ASSET_LIST, type AssetListQuery } from '../../db/assets/list';
import type { OptionMeta, ReportField } from '../../db/reports/reports';
import type { Db } from '../../db/types';
import type { RawQuery } from '../../http/query';
import { Validator } from '../../http/validator';
import { readAssetListQuery } from '../assets/list-input';

const MAX_FIELDS = 50;
const MAX_VALUES = 500;
const DATE_FILTERS = ['assigned_on', 'created_at', 'updated_at'];
const CUSTOM_FIELD = /^custom_\d+$/;
const INVALID = 'The fields must be a list of the asset list filters.';

function isFilterKey(key: unknown): key is string {
  if (typeof key !== 'string') return false;
  return (ASSET_LIST.filterNames as string[]).includes(key) || DATE_FILTERS.includes(key) || CUSTOM_FIELD.test(key);
}

function isValue(value: unknown): value is ReportField['value'] {
  if (typeof value === 'string') return true;
  return (
    Array.isArray(value) &&
    value.length <= MAX_VALUES &&
    (value.every((item) => typeof item === 'string') || value.every((item) => Number.isSafeInteger(item)))
  );
}

function isOptionMeta(meta: unknown): meta is OptionMeta[] {
  return (
    Array.isArray(meta) &&
    meta.length <= MAX_VALUES &&
    meta.every(
      (option: unknown) =>
        typeof option === 'object' &&
        option !== null &&
        Number.isSafeInteger((option as OptionMeta).id) &&
        typeof (option as OptionMeta).name === 'string',
    )
  );
}

/** The saved filters of a report, sent as a JSON list of `{ key, value, value_meta }`; undefined (reported) when malformed. */
export function parseReportFields(text: string | undefined, validator: Validator): ReportField[] | undefined {
  if (text === undefined) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const fields: ReportField[] = [];
  const valid =
    Array.isArray(parsed) &&
    parsed.length <= MAX_FIELDS &&
    parsed.every((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null) return false;
      const { key, value, value_meta: meta } = entry as Record<string, unknown>;
      if (!isFilterKey(key) || !isValue(value) || (meta !== undefined && !isOptionMeta(meta))) return false;
      fields.push(meta === undefined ? { key, value } : { key, value, value_meta: meta });
      return true;
    });
  if (!valid) {
    validator.add('fields', INVALID);
    return undefined;
  }
  return fields;
}

/** The saved filters as the asset list's query parameters; assigned_on goes as its two ends. */
function asListParameters(fields: readonly ReportField[]): RawQuery {
  const raw: RawQuery = {};
  for (const { key, value } of fields) {
    if (key === 'assigned_on' && typeof value === 'string') {
      const [begin, end] = value.split('~');
      raw.assigned_on_begin = begin;
      raw.assigned_on_end = end;
    } else {
      raw[key] = Array.isArray(value) ? value.map(String) : value;
    }
  }
  return raw;
}

/** The asset list query of a report's filters; a filter the list refuses is reported on `fields`. */
export function reportListQuery(db: Db, fields: readonly ReportField[], validator: Validator): AssetListQuery {
  const listValidator = new Validator();
  const query = readAssetListQuery(db, asListParameters(fields), listValidator);
  if (listValidator.hasErrors()) validator.add('fields', INVALID);
  return query;
}
