import type { AxiosInstance } from 'axios';
import type { Option } from '../dependencies/types';
import { readDefinitionFormField, type DefinitionFormField, type FormAttachment } from '../forms/calls';
import { appendTexts, multipartBody } from '../multipartBody';
import { dataOf, isObject, readMessage, readSavedId, requireList, type SavedRecord } from '../responses';

/** Where a custom field shows: for one asset type, one department, a form group's asset types, or (all null) always. */
export interface AssetFieldScope {
  assetTypeId: number | null;
  departmentId: number | null;
  assetTypeIds: number[] | null;
}

/** A stored attachment as the edit form lists it. */
export type AssetFormAttachment = FormAttachment;

/**
 * One field of the asset form definition (key e.g. name, asset_type_id, custom_12; type text,
 * textarea, number, email, select, radio, checkbox, date, htmltextarea or file); `value` is the
 * asset's when editing.
 */
export interface AssetFormField extends DefinitionFormField {
  scope: AssetFieldScope;
}

function scopeId(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

function scopeIds(value: unknown): number[] | null {
  return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : null;
}

/** The fields of a form definition (data.form_fields); entries without a key are left out. */
function readAssetFormFields(body: unknown): AssetFormField[] {
  return requireList<unknown>(dataOf(body).form_fields)
    .filter(isObject)
    .flatMap((field) => {
      const common = readDefinitionFormField(field);
      if (!common) return [];
      return {
        ...common,
        scope: {
          assetTypeId: scopeId(field.asset_type_id),
          departmentId: scopeId(field.department_id),
          assetTypeIds: scopeIds(field.asset_type_ids),
        },
      };
    });
}

/** GET /api/form/render?category=asset&scenario=create: the asset form to fill in. */
export async function fetchAssetForm(http: AxiosInstance, signal?: AbortSignal): Promise<AssetFormField[]> {
  const response = await http.get('/api/form/render', {
    params: { category: 'asset', scenario: 'create', panel: 'agent' },
    signal,
  });
  return readAssetFormFields(response.data);
}

/** GET /service-desk/api/edit-asset/{id}: the asset form with the asset's values. */
export async function fetchAssetToEdit(
  http: AxiosInstance,
  id: number,
  signal?: AbortSignal,
): Promise<AssetFormField[]> {
  const response = await http.get(`/service-desk/api/edit-asset/${id}`, { signal });
  return readAssetFormFields(response.data);
}

/** What an asset save sends: each field by its key (checkbox lists as key[]), the id when editing. */
export interface AssetSaveValues {
  id?: number;
  fields: Record<string, string | string[] | Option | File | null>;
  attachmentDelete: boolean;
}

/** POST /service-desk/api/asset (multipart): create, or update with `id`. */
export async function saveAsset(http: AxiosInstance, values: AssetSaveValues): Promise<SavedRecord> {
  const lists = Object.entries(values.fields).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]));
  const single = Object.fromEntries(Object.entries(values.fields).filter(([, value]) => !Array.isArray(value)));
  const body = multipartBody({
    ...(values.id === undefined
      ? {}
      : { id: String(values.id), attachment_delete: values.attachmentDelete ? '1' : '0' }),
    ...(single as Record<string, string | Option | File | null>),
  });
  appendTexts(body, Object.fromEntries(lists));
  const response = await http.post('/service-desk/api/asset', body);
  return { message: readMessage(response.data), id: values.id ?? readSavedId(response.data) };
}
