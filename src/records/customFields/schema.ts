import * as yup from 'yup';
import type { DefinitionFormField } from '@/api/forms';
import { htmlText } from '@/format/htmlText';
import { RECORD_MESSAGES } from '@/records/recordSchema';
import type { DefinitionFieldValue, DefinitionFieldValues } from './values';

/** A definition field's own messages beyond the shared 'This field is required.'. */
export const DEFINITION_FIELD_MESSAGES = {
  email: 'Please enter a valid email address.',
  number: 'Please enter a number.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function isFilled(field: DefinitionFormField, value: DefinitionFieldValue | undefined): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value !== 'string') return true;
  return (field.type === 'htmltextarea' ? htmlText(value) : value).trim() !== '';
}

function formatError(field: DefinitionFormField, value: DefinitionFieldValue | undefined): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (field.type === 'email' && !EMAIL.test(value.trim())) return DEFINITION_FIELD_MESSAGES.email;
  if (field.type === 'number' && !NUMBER.test(value.trim())) return DEFINITION_FIELD_MESSAGES.number;
  return undefined;
}

/**
 * Checks a field the definition marks required, and e-mail and number formats, while it is shown
 * (`isShown` reads the form's values: the field's siblings).
 */
export function definitionFieldSchema(
  field: DefinitionFormField,
  isShown: (values: DefinitionFieldValues) => boolean,
): yup.AnySchema {
  return yup
    .mixed()
    .nullable()
    .test('definition-field', function check(value) {
      if (!isShown(this.parent as DefinitionFieldValues)) return true;
      const current = value as DefinitionFieldValue | undefined;
      if (field.required && !isFilled(field, current)) return this.createError({ message: RECORD_MESSAGES.required });
      const error = formatError(field, current);
      return error ? this.createError({ message: error }) : true;
    });
}
