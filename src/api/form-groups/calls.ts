import type { AxiosInstance } from 'axios';
import { fetchReferencePage, fetchReferenceRecord, type ReferenceRecordApi } from '../referenceRecords';
import type { ListQuery } from '../listParams';
import { readMessage, readSavedId, type Page, type SavedRecord } from '../responses';
import type { FormGroup, FormGroupCategory, FormGroupSaveValues } from './types';

const API = '/service-desk/api';

/** GET get-form-group/{category} (data.form_groups, data.total) and get-form-group/{category}/{id} (data.form_group). */
function readApi(category: FormGroupCategory): ReferenceRecordApi {
  return {
    listPath: `${API}/get-form-group/${category}`,
    listKey: 'form_groups',
    recordPath: `${API}/get-form-group/${category}`,
    recordKey: 'form_group',
  };
}

/** The payload's name of the linked types. */
export function typeIdsKey(category: FormGroupCategory): 'asset_type_ids' | 'change_type_ids' {
  return category === 'asset' ? 'asset_type_ids' : 'change_type_ids';
}

export function fetchFormGroupPage(
  http: AxiosInstance,
  category: FormGroupCategory,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<Page<FormGroup>> {
  return fetchReferencePage<FormGroup>(http, readApi(category), query, signal);
}

export function fetchFormGroup(
  http: AxiosInstance,
  category: FormGroupCategory,
  id: number,
  signal?: AbortSignal,
): Promise<FormGroup> {
  return fetchReferenceRecord<FormGroup>(http, readApi(category), id, signal);
}

/**
 * POST post-form-group/{category} (JSON: id when editing, name, asset_type_ids or change_type_ids,
 * fields [{ id?, label, type, required, options }] in order).
 */
export async function saveFormGroup(
  http: AxiosInstance,
  category: FormGroupCategory,
  values: FormGroupSaveValues,
  id?: number,
): Promise<SavedRecord> {
  const payload = {
    ...(id === undefined ? {} : { id }),
    name: values.name,
    [typeIdsKey(category)]: values.typeIds,
    fields: values.fields,
  };
  const response = await http.post(`${API}/post-form-group/${category}`, payload);
  return { message: readMessage(response.data), id: id ?? readSavedId(response.data) };
}

/** DELETE delete-form-group/{category}/{id}: the group, its fields and their values. */
export async function deleteFormGroup(http: AxiosInstance, category: FormGroupCategory, id: number): Promise<string> {
  return readMessage((await http.delete(`${API}/delete-form-group/${category}/${id}`)).data);
}
