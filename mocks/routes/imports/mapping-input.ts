import type { ImportAttribute } from '../../db/imports/attributes';
import { assetImportAttributes } from '../../db/imports/attributes';
import { isDateTimeFormat } from '../../db/imports/date-formats';
import { findImport, type AttributeMapping, type ImportRecord, type ImportSettings } from '../../db/imports/store';
import { recordExists } from '../../db/labels';
import type { Db } from '../../db/types';
import { NotFoundError, ValidationError } from '../../http/errors';
import { Validator } from '../../http/validator';

export const NO_MAPPING = 'No mapping';
export const IMPORT_NOT_FOUND = 'Import not found.';
export const IMPORT_NOT_WAITING = 'This import has already been started or discarded.';

type Body = Record<string, unknown>;

function readId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^[1-9]\d{0,9}$/.test(text.trim()) ? Number(text) : undefined;
}

function readBoolean(body: Body, name: string, validator: Validator): boolean {
  const value = body[name];
  if (value === undefined || value === null || value === false || value === 0 || value === '0' || value === 'false') {
    return false;
  }
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  validator.add(name, `The ${name} field must be true or false.`);
  return false;
}

/** The import the body names, waiting for its mapping; else a 404 or a 422. */
export function readWaitingImport(db: Db, body: Body): ImportRecord {
  const id = readId(body.import_id);
  if (id === undefined) throw new ValidationError({ import_id: ['The import id field is required.'] });
  const record = findImport(db, id);
  if (!record) throw new NotFoundError(IMPORT_NOT_FOUND);
  if (record.status !== 'uploaded') throw new ValidationError({ import_id: [IMPORT_NOT_WAITING] }, IMPORT_NOT_WAITING);
  return record;
}

function readMapping(
  value: unknown,
  attributes: readonly ImportAttribute[],
  headers: readonly string[],
  validator: Validator,
): AttributeMapping[] {
  const field = 'mapped_system_attributes';
  if (!Array.isArray(value)) {
    validator.add(field, 'The mapped system attributes must be a list.');
    return [];
  }
  const byKey = new Map(attributes.map((attribute) => [attribute.key, attribute]));
  const mapping: AttributeMapping[] = [];
  for (const entry of value as unknown[]) {
    const { uuid, mapped_to: mappedTo } = (entry ?? {}) as { uuid?: unknown; mapped_to?: unknown };
    const attribute = typeof uuid === 'string' ? byKey.get(uuid) : undefined;
    const unmapped = mappedTo === NO_MAPPING || mappedTo === null || mappedTo === undefined || mappedTo === '';
    if (!attribute || (attribute.hidden && !unmapped)) {
      validator.add(field, 'The mapped system attributes name an unknown attribute.');
      continue;
    }
    if (unmapped) continue;
    const column = typeof mappedTo === 'number' || typeof mappedTo === 'string' ? Number(mappedTo) : NaN;
    if (!Number.isInteger(column) || column < 0 || column >= headers.length) {
      validator.add(field, `The ${attribute.label} is mapped to a column the file does not have.`);
      continue;
    }
    mapping.push({ key: attribute.key, column });
  }
  for (const attribute of attributes) {
    if (attribute.required && !mapping.some((entry) => entry.key === attribute.key)) {
      validator.add(field, `The ${attribute.label} field must be mapped.`);
    }
  }
  return mapping;
}

/** The asset type the file's rows get unless they name one: special_keys.asset_type_id. */
function readAssetType(db: Db, body: Body, validator: Validator): number | undefined {
  const special = body.special_keys;
  const id = readId(special !== null && typeof special === 'object' ? (special as Body).asset_type_id : undefined);
  if (id === undefined || !recordExists(db, 'asset_types', id)) {
    validator.add('asset_type_id', 'The selected asset type is invalid.');
    return undefined;
  }
  return id;
}

/** The JSON body of post-asset-mapping (and of the dry run) as import settings; 422 with every error. */
export function readImportSettings(db: Db, body: Body, record: ImportRecord): ImportSettings {
  const validator = new Validator();
  const assetTypeId = readAssetType(db, body, validator);
  // The attributes to map depend on the type.
  if (assetTypeId === undefined) validator.throwIfFailed();
  const attributes = assetImportAttributes(db, assetTypeId!);
  const mapping = readMapping(body.mapped_system_attributes, attributes, record.headers, validator);
  const updateExisting = readBoolean(body, 'update_existing', validator);
  const handleDate = readBoolean(body, 'should_handle_date', validator);
  const format = body.date_time_format;
  const dateTimeFormat = isDateTimeFormat(format) ? format : null;
  if (format !== null && format !== undefined && format !== '' && !dateTimeFormat) {
    validator.add('date_time_format', 'The selected date time format is invalid.');
  }
  const dateMapped = mapping.some(
    (entry) => attributes.find((attribute) => attribute.key === entry.key)?.kind === 'date',
  );
  if (handleDate && dateMapped && !dateTimeFormat) {
    validator.add('date_time_format', 'The date time format field is required.');
  }
  validator.throwIfFailed();
  return { assetTypeId: assetTypeId!, mapping, updateExisting, dateTimeFormat };
}

/** A JSON object body, else a 422. */
export function objectBody(body: unknown): Body {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ValidationError({ import_id: ['The import id field is required.'] });
  }
  return body as Body;
}
