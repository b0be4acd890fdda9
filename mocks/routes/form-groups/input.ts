import { CATEGORY_TABLES, type FormGroupCategory } from '../../db/form-groups/categories';
import { formGroupFields, formGroupNameTaken, type FormGroupInput } from '../../db/form-groups/form-groups';
import { CUSTOM_FIELD_TYPES, type CustomFieldType } from '../../db/list-filters';
import type { Db } from '../../db/types';
import { checkMaxLength, readRequiredText } from '../../http/form-fields';
import { readPathId } from '../../http/path-params';
import type { Validator } from '../../http/validator';

const NAME_MAX = 255;
const LABEL_MAX = 255;
const OPTION_MAX = 255;
const MAX_FIELDS = 100;
const MAX_OPTIONS = 100;
const CHOICE_TYPES: readonly CustomFieldType[] = ['select', 'radio', 'checkbox'];

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A required, visible text of at most `max` characters, or undefined with the error on `key`. */
function readText(value: unknown, key: string, label: string, max: number, validator: Validator): string | undefined {
  if (value !== undefined && value !== null && typeof value !== 'string') {
    validator.add(key, `The ${label} must be a string.`);
    return undefined;
  }
  const text = readRequiredText(value ? { [key]: value } : {}, key, label, validator)?.trim();
  checkMaxLength(text, key, label, max, validator);
  return text;
}

function readFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** The linked type ids: at least one, each an existing type of the category. */
function readTypeIds(db: Db, category: FormGroupCategory, value: unknown, validator: Validator): number[] {
  const { typeTable, typeIdsKey } = CATEGORY_TABLES[category];
  const noun = category === 'asset' ? 'asset types' : 'change types';
  if (!Array.isArray(value) || value.length === 0) {
    validator.add(typeIdsKey, `The ${noun} field is required.`);
    return [];
  }
  const exists = db.prepare(`SELECT 1 FROM ${typeTable} WHERE id = ?`);
  const ids: number[] = [];
  value.forEach((item: unknown, index) => {
    const id = readPathId(String(item));
    if (id === undefined || exists.get(id) === undefined) {
      validator.add(`${typeIdsKey}.${index}`, `The selected ${noun} are invalid.`);
    } else if (!ids.includes(id)) ids.push(id);
  });
  return ids;
}

function readOptions(value: unknown, key: string, validator: Validator): string[] {
  if (value !== undefined && value !== null && !Array.isArray(value)) {
    validator.add(key, 'The options must be a list.');
    return [];
  }
  const items = (value ?? []) as unknown[];
  if (items.length === 0) validator.add(key, 'The options field is required.');
  if (items.length > MAX_OPTIONS) validator.add(key, `The options may not have more than ${MAX_OPTIONS} items.`);
  const options: string[] = [];
  items.slice(0, MAX_OPTIONS).forEach((item, index) => {
    const option = readText(item, `${key}.${index}`, 'option', OPTION_MAX, validator);
    if (option === undefined) return;
    if (options.some((other) => other.toLowerCase() === option.toLowerCase())) {
      validator.add(`${key}.${index}`, 'The option has a duplicate value.');
    }
    options.push(option);
  });
  return options;
}

function readField(
  item: unknown,
  key: string,
  ownFieldIds: ReadonlySet<number>,
  validator: Validator,
): FormGroupInput['fields'][number] {
  const field = isObject(item) ? item : {};
  let id: number | undefined;
  if (field.id !== undefined && field.id !== null && field.id !== '') {
    id = readPathId(String(field.id));
    if (id === undefined || !ownFieldIds.has(id)) validator.add(`${key}.id`, 'The selected field is invalid.');
  }
  const label = readText(field.label, `${key}.label`, 'label', LABEL_MAX, validator) ?? '';
  const type = CUSTOM_FIELD_TYPES.find((candidate) => candidate === field.type);
  if (type === undefined) validator.add(`${key}.type`, 'The selected type is invalid.');
  const isChoice = type !== undefined && CHOICE_TYPES.includes(type);
  const options = isChoice ? readOptions(field.options, `${key}.options`, validator) : [];
  return { id, label, type: type ?? 'text', required: readFlag(field.required), options };
}

/**
 * A form group's JSON payload: name (required, unique in the category), the linked type ids and
 * the fields in order, every problem reported to `validator` under its path (`fields.0.label`).
 */
export function readFormGroupInput(
  db: Db,
  category: FormGroupCategory,
  body: Record<string, unknown>,
  id: number | undefined,
  validator: Validator,
): FormGroupInput {
  const name = readText(body.name, 'name', 'name', NAME_MAX, validator) ?? '';
  if (name !== '' && formGroupNameTaken(db, category, name, id))
    validator.add('name', 'The name has already been taken.');
  const typeIds = readTypeIds(db, category, body[CATEGORY_TABLES[category].typeIdsKey], validator);
  const items = Array.isArray(body.fields) ? (body.fields as unknown[]) : [];
  if (items.length === 0) validator.add('fields', 'The fields field is required.');
  if (items.length > MAX_FIELDS) validator.add('fields', `The fields may not have more than ${MAX_FIELDS} items.`);
  const ownFieldIds = new Set(id === undefined ? [] : formGroupFields(db, category, id).map((field) => field.id));
  const fields = items
    .slice(0, MAX_FIELDS)
    .map((item, index) => readField(item, `fields.${index}`, ownFieldIds, validator));
  fields.forEach((field, index) => {
    if (field.id !== undefined && fields.findIndex((other) => other.id === field.id) !== index) {
      validator.add(`fields.${index}.id`, 'The selected field is invalid.');
    }
  });
  return { name, typeIds, fields };
}
