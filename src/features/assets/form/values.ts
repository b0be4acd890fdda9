import type { AssetFormField, AssetSaveValues } from '@/api/assets';
import type { Option } from '@/api/dependencies';
import { serverFieldMap, type ServerFieldMap } from '@/ui/form/serverFieldMap';

/** A field's value in the form: text (dates YYYY-MM-DD), a chosen option, checked options, or a new file. */
export type AssetFormValue = string | string[] | Option | File | boolean | null;

/** The form's values by the definition's keys, plus attachment_delete. */
export type AssetFormValues = Record<string, AssetFormValue>;

export const ATTACHMENT_DELETE = 'attachment_delete';

/** Whether a field is a lookup of other records (chosen as { id, name }). */
export function isLookup(field: AssetFormField): boolean {
  return field.type === 'select' && field.dependency !== undefined;
}

function initialValue(field: AssetFormField): AssetFormValue {
  const { value } = field;
  if (field.type === 'file') return null;
  if (isLookup(field)) return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : null;
  if (field.type === 'checkbox') return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  if (typeof value !== 'string') return '';
  return field.type === 'date' ? value.slice(0, 10) : value;
}

/** The form's starting values: the asset's when editing, empty ones when creating. */
export function initialAssetValues(fields: readonly AssetFormField[]): AssetFormValues {
  const values: AssetFormValues = { [ATTACHMENT_DELETE]: false };
  for (const field of fields) values[field.key] = initialValue(field);
  return values;
}

function chosenId(value: AssetFormValue | undefined): number | null {
  return value !== null && typeof value === 'object' && 'id' in value ? value.id : null;
}

/** A custom field of an asset type, a form group or a department shows only while its type (one of them) or department is chosen. */
export function isShown(field: AssetFormField, values: AssetFormValues): boolean {
  const { assetTypeId, departmentId, assetTypeIds } = field.scope;
  if (assetTypeId !== null) return chosenId(values.asset_type_id) === assetTypeId;
  if (assetTypeIds !== null) return assetTypeIds.includes(chosenId(values.asset_type_id) ?? 0);
  if (departmentId !== null) return chosenId(values.department_id) === departmentId;
  return true;
}

function saveValue(field: AssetFormField, value: AssetFormValue | undefined): AssetSaveValues['fields'][string] {
  if (value === undefined || typeof value === 'boolean') return null;
  if (typeof value === 'string') return field.type === 'htmltextarea' ? value : value.trim();
  return value;
}

/** What a save sends: the shown fields only (a hidden custom field is not sent), files only when chosen. */
export function toAssetSaveValues(
  fields: readonly AssetFormField[],
  values: AssetFormValues,
  id?: number,
): AssetSaveValues {
  const sent: AssetSaveValues['fields'] = {};
  for (const field of fields) {
    if (!isShown(field, values)) continue;
    const value = saveValue(field, values[field.key]);
    if (field.type === 'file' && !(value instanceof File)) continue;
    sent[field.key] = value;
  }
  return { id, fields: sent, attachmentDelete: values[ATTACHMENT_DELETE] === true };
}

/** Each server field shows its message on the form field of the same key ('custom_3.1' on custom_3). */
export function assetServerFields(fields: readonly AssetFormField[]): ServerFieldMap<string> {
  return serverFieldMap(
    Object.fromEntries([...fields.map((field) => [field.key, field.key]), [ATTACHMENT_DELETE, 'attachment']]),
  );
}
