import * as yup from 'yup';
import type { ChangeCustomField } from '@/api/changes';
import type { Option } from '@/api/dependencies';
import type { FormRenderCustomField } from '@/api/forms';
import { definitionFieldSchema } from '@/records/customFields/schema';
import {
  fieldSaveValue,
  initialFieldValue,
  type DefinitionFieldValue,
  type DefinitionFieldValues,
} from '@/records/customFields/values';
import { serverFieldMapBy, type ServerFieldMap } from '@/ui/form/serverFieldMap';

/** A general custom field shows always; a change type's or a form group's only while its type is chosen. */
export function isCustomFieldShown(field: FormRenderCustomField, changeType: Option | null): boolean {
  const chosen = changeType?.id ?? null;
  if (field.changeTypeId !== null) return chosen === field.changeTypeId;
  if (field.changeTypeIds !== null) return chosen !== null && field.changeTypeIds.includes(chosen);
  return true;
}

/** The custom fields' starting values, by key: the stored change's when editing. */
export function initialCustomValues(
  fields: readonly FormRenderCustomField[],
  stored: readonly ChangeCustomField[] = [],
): DefinitionFieldValues {
  const values: DefinitionFieldValues = {};
  for (const field of fields) {
    const value = stored.find((entry) => `custom_${entry.id}` === field.key)?.value ?? null;
    values[field.key] = initialFieldValue({ ...field, value });
  }
  return values;
}

const isShownIn = (field: FormRenderCustomField) => (values: DefinitionFieldValues) =>
  isCustomFieldShown(field, (values.change_type as Option | null | undefined) ?? null);

/** The checks of the custom fields (required, e-mail, number), each only while it is shown. */
export function customFieldsShape(fields: readonly FormRenderCustomField[]): Record<string, yup.AnySchema> {
  return Object.fromEntries(fields.map((field) => [field.key, definitionFieldSchema(field, isShownIn(field))]));
}

/** What a save sends of the custom fields: the shown ones only, a checkbox's ticked options as a list. */
export function customSaveValues(
  fields: readonly FormRenderCustomField[],
  values: Record<string, unknown>,
): Record<string, string | string[]> {
  const sent: Record<string, string | string[]> = {};
  for (const field of fields) {
    if (!isShownIn(field)(values as DefinitionFieldValues)) continue;
    const value = fieldSaveValue(field, values[field.key] as DefinitionFieldValue | undefined);
    sent[field.key] = typeof value === 'string' || Array.isArray(value) ? value : '';
  }
  return sent;
}

/** The form's server fields, with each custom field's messages ('custom_3', 'custom_3.1') on it. */
export function withCustomServerFields(
  base: ServerFieldMap<string>,
  fields: readonly FormRenderCustomField[],
): ServerFieldMap<string> {
  const keys = new Set(fields.map((field) => field.key));
  return serverFieldMapBy((serverField) => {
    const key = serverField.replace(/\[\]$/, '').split('.')[0];
    return base.fieldOf(serverField) ?? (keys.has(key) ? key : undefined);
  });
}
