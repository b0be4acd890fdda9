import type { ReportInput } from '../../db/reports/reports';
import { ASSET_COLUMN_KEYS } from '../../db/reports/columns';
import type { Db } from '../../db/types';
import { checkMaxLength, readRequiredText } from '../../http/form-fields';
import { readList, readString, type RawQuery } from '../../http/query';
import type { Validator } from '../../http/validator';
import { parseReportFields, reportListQuery } from './saved-filters';

export const REPORT_NAME_MAX = 25;
const DESCRIPTION_MAX = 1000;

/**
 * The fields of POST reports/create: name (required, at most 25 characters), description, type
 * (asset), fields (the saved filters as JSON, each one the asset list accepts) and
 * report_column_keys (known asset columns). Every problem is reported to `validator`.
 */
export function readReportInput(db: Db, body: RawQuery, validator: Validator): ReportInput {
  const name = readRequiredText(body, 'name', 'name', validator) ?? '';
  checkMaxLength(name, 'name', 'name', REPORT_NAME_MAX, validator);
  const description = readString(body, 'description', validator) ?? '';
  checkMaxLength(description, 'description', 'description', DESCRIPTION_MAX, validator);
  const type = readString(body, 'type', validator);
  if (type !== undefined && type !== 'asset') validator.add('type', 'The selected type is invalid.');
  const fields = parseReportFields(readString(body, 'fields', validator), validator) ?? [];
  reportListQuery(db, fields, validator);
  const columnKeys = readList(body, 'report_column_keys') ?? [];
  columnKeys.forEach((key, index) => {
    if (!ASSET_COLUMN_KEYS.includes(key)) {
      validator.add(`report_column_keys.${index}`, `The selected report_column_keys.${index} is invalid.`);
    }
  });
  return { name, description, fields, report_column_keys: [...new Set(columnKeys)] };
}
