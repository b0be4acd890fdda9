import type { AxiosInstance } from 'axios';
import type { Option } from '../dependencies/types';
import { readFormRenderField, type FormRenderField } from '../forms/calls';
import { multipartBody } from '../multipartBody';
import { dataOf, isObject, readMessage, readSavedId, requireList, type SavedRecord } from '../responses';

/** Where a custom field shows: for one asset type, one department, a form group's asset types, or (all null) always. */
export interface AssetFieldScope {
  assetTypeId: number | null;
  departmentId: number | null;
  assetTypeIds: number[] | null;
}

/** A stored attachment as the edit form lists it. */
export interface AssetFormAttachment {
  id: number;
  value: string;
  size: number;
  type?: string | null;
}

/**
 * One field of the asset form definition (key e.g. name, asset_type_id, custom_12; type text,
 * textarea, number, email, select, radio, checkbox, date, htmltextarea or file); `value` is the
 * asset's when editing.
 */
export interface AssetFormField extends FormRenderField {
  /** The lookup a select's options come from (a custom select lists `options` instead). */
  dependency?: string;
  options: string[];
  scope: AssetFieldScope;
  value: string | string[] | Option | AssetFormAttachment[] | null;
}

function readOption(value: Record<string, unknown>): Option | null {
  const id = Number(value.id);
  return Number.isInteger(id) ? { id, name: typeof value.name === 'string' ? value.name : String(id) } : null;
}

function readValue(value: unknown): AssetFormField['value'] {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (isObject(value)) return readOption(value);
  if (!Array.isArray(value)) return null;
  if (value.every((item) => typeof item === 'string')) return value as string[];
  return value.filter(isObject).map((file) => ({
    id: Number(file.id),
    value: String(file.value ?? ''),
    size: Number(file.size ?? 0),
    type: typeof file.type === 'string' ? file.type : null,
  }));
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
      const common = readFormRenderField(field);
      if (!common) return [];
      return {
        ...common,
        dependency: typeof field.dependency === 'string' ? field.dependency : undefined,
        options: Array.isArray(field.options) ? field.options.map(String) : [],
        scope: {
          assetTypeId: scopeId(field.asset_type_id),
          departmentId: scopeId(field.department_id),
          assetTypeIds: scopeIds(field.asset_type_ids),
        },
        value: readValue(field.value),
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
  for (const [key, chosen] of lists) for (const value of chosen) body.append(`${key}[]`, value);
  const response = await http.post('/service-desk/api/asset', body);
  return { message: readMessage(response.data), id: values.id ?? readSavedId(response.data) };
}
