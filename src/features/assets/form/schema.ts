import * as yup from 'yup';
import type { AssetFormField } from '@/api/assets';
import { htmlText } from '@/format/htmlText';
import { RECORD_MESSAGES } from '@/records/recordSchema';
import { isShown, type AssetFormValue, type AssetFormValues } from './values';

/** The form's own messages beyond the shared 'This field is required.'. */
export const ASSET_FORM_MESSAGES = {
  email: 'Please enter a valid email address.',
  number: 'Please enter a number.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function isFilled(field: AssetFormField, value: AssetFormValue | undefined): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value !== 'string') return true;
  return (field.type === 'htmltextarea' ? htmlText(value) : value).trim() !== '';
}

function formatError(field: AssetFormField, value: AssetFormValue | undefined): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (field.type === 'email' && !EMAIL.test(value.trim())) return ASSET_FORM_MESSAGES.email;
  if (field.type === 'number' && !NUMBER.test(value.trim())) return ASSET_FORM_MESSAGES.number;
  return undefined;
}

/** Checks each field the definition marks required, and e-mail and number formats, on shown fields only. */
export function assetFormSchema(fields: readonly AssetFormField[]) {
  const shape: Record<string, yup.AnySchema> = {};
  for (const field of fields) {
    shape[field.key] = yup
      .mixed()
      .nullable()
      .test('asset-field', function check(value) {
        const values = this.parent as AssetFormValues;
        if (!isShown(field, values)) return true;
        const current = value as AssetFormValue | undefined;
        if (field.required && !isFilled(field, current)) return this.createError({ message: RECORD_MESSAGES.required });
        const error = formatError(field, current);
        return error ? this.createError({ message: error }) : true;
      });
  }
  return yup.object(shape);
}
