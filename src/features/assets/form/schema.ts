import * as yup from 'yup';
import type { AssetFormField } from '@/api/assets';
import { definitionFieldSchema } from '@/records/customFields/schema';
import { isShown } from './values';

/** Checks each field the definition marks required, and e-mail and number formats, on shown fields only. */
export function assetFormSchema(fields: readonly AssetFormField[]) {
  const shape: Record<string, yup.AnySchema> = {};
  for (const field of fields) shape[field.key] = definitionFieldSchema(field, (values) => isShown(field, values));
  return yup.object(shape);
}
