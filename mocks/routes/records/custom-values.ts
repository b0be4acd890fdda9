import type { CustomFieldType } from '../../db/list-filters';
import { checkMaxLength, isEmailAddress } from '../../http/form-fields';
import { readList, readString, type RawQuery } from '../../http/query';
import type { Validator } from '../../http/validator';

const TEXT_MAX = 255;
const TEXTAREA_MAX = 5000;
const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^(\d{4})-(\d\d)-(\d\d)$/;

/** Whether `text` is a calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().startsWith(text);
}

/** What a custom field asks of its value: sent as `unique` (custom_{id}), checked by type, options and required. */
export interface CustomFieldRule {
  unique: string;
  label: string;
  type: CustomFieldType;
  options: string[];
  required: boolean;
}

/** Why a single value does not fit its field (Laravel's wording), or undefined when it does. */
function singleValueError(field: CustomFieldRule, value: string): string | undefined {
  switch (field.type) {
    case 'number':
      return NUMBER.test(value) ? undefined : `The ${field.label} must be a number.`;
    case 'email':
      return isEmailAddress(value) ? undefined : `The ${field.label} must be a valid email address.`;
    case 'date':
      return isCalendarDate(value) ? undefined : `The ${field.label} is not a valid date.`;
    case 'select':
    case 'radio':
      return field.options.includes(value) ? undefined : `The selected ${field.label} is invalid.`;
    default:
      return undefined;
  }
}

function readValue(fields: RawQuery, field: CustomFieldRule, validator: Validator): string | string[] | null {
  const name = field.unique;
  if (field.type === 'checkbox') {
    const chosen = [...new Set(readList(fields, name) ?? [])];
    chosen.forEach((value, index) => {
      if (!field.options.includes(value)) validator.add(`${name}.${index}`, `The selected ${field.label} is invalid.`);
    });
    return chosen.length > 0 ? chosen : null;
  }
  const value = readString(fields, name, validator);
  if (value === undefined) return null;
  const error = singleValueError(field, value);
  if (error) validator.add(name, error);
  checkMaxLength(value, name, field.label, field.type === 'textarea' ? TEXTAREA_MAX : TEXT_MAX, validator);
  return value;
}

/**
 * The values (`custom_{id}`, checkbox lists as `custom_{id}[]`) of `definitions`, each checked by
 * its type and, when required, present. Fields not among them are ignored.
 */
export function readCustomFieldValues<TField extends CustomFieldRule>(
  fields: RawQuery,
  definitions: readonly TField[],
  validator: Validator,
): Array<{ field: TField; value: string | string[] | null }> {
  return definitions.map((field) => {
    const value = readValue(fields, field, validator);
    if (value === null && field.required) validator.add(field.unique, `The ${field.label} field is required.`);
    return { field, value };
  });
}
