import type { AssetFormField, AssetSaveValues } from '@/api/assets';
import {
  ATTACHMENT_DELETE,
  chosenId,
  fieldSaveValue,
  initialFieldValue,
  type DefinitionFieldValues,
} from '@/records/customFields/values';
import { serverFieldMap, type ServerFieldMap } from '@/ui/form/serverFieldMap';

/** The form's values by the definition's keys, plus attachment_delete. */
export type AssetFormValues = DefinitionFieldValues;

/** The form's starting values: the asset's when editing, empty ones when creating. */
export function initialAssetValues(fields: readonly AssetFormField[]): AssetFormValues {
  const values: AssetFormValues = { [ATTACHMENT_DELETE]: false };
  for (const field of fields) values[field.key] = initialFieldValue(field);
  return values;
}

/** A custom field of an asset type, a form group or a department shows only while its type (one of them) or department is chosen. */
export function isShown(field: AssetFormField, values: AssetFormValues): boolean {
  const { assetTypeId, departmentId, assetTypeIds } = field.scope;
  if (assetTypeId !== null) return chosenId(values.asset_type_id) === assetTypeId;
  if (assetTypeIds !== null) return assetTypeIds.includes(chosenId(values.asset_type_id) ?? 0);
  if (departmentId !== null) return chosenId(values.department_id) === departmentId;
  return true;
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
    const value = fieldSaveValue(field, values[field.key]);
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
