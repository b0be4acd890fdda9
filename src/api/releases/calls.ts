import type { AxiosInstance } from 'axios';
import { filterParams, pagingParams, type ListQuery } from '../listParams';
import { attachmentDeleteField, multipartBody } from '../multipartBody';
import { fetchActionFlags } from '../permissions/flags';
import { dataOf, readMessage, readPage, readSavedId, requireObject, type Page, type SavedRecord } from '../responses';
import {
  RELEASE_ACTION_KEYS,
  type ReleaseActions,
  type ReleaseChangeRow,
  type ReleaseListFilters,
  type ReleaseRecord,
  type ReleaseRow,
  type ReleaseSaveValues,
} from './types';

const API = '/service-desk/api';

/** A date-time input's value as the server reads it: YYYY-MM-DD+HH:mm:ss. */
export function plannedDateParam(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(value);
  return match ? `${match[1]}+${match[2]}${match[3] ?? ':00'}` : '';
}

export function releaseFormData(values: ReleaseSaveValues, changeId?: number): FormData {
  return multipartBody({
    id: values.id?.toString(),
    subject: values.subject,
    identifier: values.identifier,
    description: values.description,
    status_id: values.status,
    priority_id: values.priority,
    release_type_id: values.releaseType,
    location_id: values.location,
    planned_start_date: plannedDateParam(values.plannedStart),
    planned_end_date: plannedDateParam(values.plannedEnd),
    'asset_ids[]': values.assets,
    attachment: values.attachment ?? undefined,
    attachment_delete: attachmentDeleteField({ id: values.id, attachmentDelete: values.attachmentDelete ?? false }),
    change_id: changeId?.toString(),
  });
}

/** Creates (no id) or updates (with id) a release; created from a change, it is attached to that change. */
export async function saveRelease(
  http: AxiosInstance,
  values: ReleaseSaveValues,
  changeId?: number,
): Promise<SavedRecord> {
  const response = await http.post(`${API}/release`, releaseFormData(values, changeId));
  return { message: readMessage(response.data), id: values.id ?? readSavedId(response.data) };
}

/** A page of the release list (data.releases, data.total). */
export async function fetchReleaseList(
  http: AxiosInstance,
  query: ListQuery,
  filters: ReleaseListFilters = {},
  signal?: AbortSignal,
): Promise<Page<ReleaseRow>> {
  const { planned_start_date, planned_end_date, created_at, updated_at, ...idFilters } = filters;
  const response = await http.get(`${API}/release-list`, {
    params: {
      ...pagingParams(query),
      ...filterParams(idFilters),
      planned_start_date,
      planned_end_date,
      created_at,
      updated_at,
    },
    signal,
  });
  return readPage<ReleaseRow>(response.data, 'releases');
}

/** The release at data.release; `time` keeps a cache between the host and the server from answering. */
export async function fetchRelease(http: AxiosInstance, id: number, signal?: AbortSignal): Promise<ReleaseRecord> {
  const response = await http.get(`${API}/release/${id}`, { params: { time: Date.now() }, signal });
  const release = requireObject(dataOf(response.data).release) as unknown as ReleaseRecord;
  return {
    ...release,
    attachment: Array.isArray(release.attachment) ? release.attachment : [],
    attach_assets: Array.isArray(release.attach_assets) ? release.attach_assets : [],
    attach_changes: Array.isArray(release.attach_changes) ? release.attach_changes : [],
  };
}

/** The action flags at data.actions; a missing flag is false. */
export function fetchReleaseActions(http: AxiosInstance, id: number, signal?: AbortSignal): Promise<ReleaseActions> {
  return fetchActionFlags(http, `${API}/release-action/${id}`, RELEASE_ACTION_KEYS, { signal });
}

/** The changes a release gathers (change-list?release_ids[0]=). */
export async function fetchReleaseChanges(
  http: AxiosInstance,
  releaseId: number,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<Page<ReleaseChangeRow>> {
  const response = await http.get(`${API}/change-list`, {
    params: { ...pagingParams(query), ...filterParams({ release_ids: [releaseId] }) },
    signal,
  });
  return readPage<ReleaseChangeRow>(response.data, 'changes');
}

export async function deleteRelease(http: AxiosInstance, id: number): Promise<string> {
  return readMessage((await http.delete(`${API}/release/${id}`)).data);
}

export async function completeRelease(http: AxiosInstance, id: number): Promise<string> {
  return readMessage((await http.post(`${API}/complete-release/${id}`)).data);
}

export async function attachReleaseAssets(http: AxiosInstance, id: number, assetIds: number[]): Promise<string> {
  return readMessage((await http.post(`${API}/release/attach-assets/${id}`, { asset_ids: assetIds })).data);
}

export async function detachReleaseAsset(http: AxiosInstance, id: number, assetId: number): Promise<string> {
  return readMessage((await http.delete(`${API}/release/detach-asset/${id}/${assetId}`)).data);
}

export async function attachReleaseChanges(http: AxiosInstance, id: number, changeIds: number[]): Promise<string> {
  return readMessage((await http.post(`${API}/release/attach-change/${id}`, { change_ids: changeIds })).data);
}

export async function detachReleaseChange(http: AxiosInstance, id: number, changeId: number): Promise<string> {
  return readMessage((await http.delete(`${API}/release/detach-change/${id}/${changeId}`)).data);
}

export async function attachRelease(http: AxiosInstance, changeId: number, releaseId: number): Promise<string> {
  return readMessage((await http.post(`${API}/change/attach-release/${changeId}/${releaseId}`)).data);
}

export async function detachRelease(http: AxiosInstance, changeId: number): Promise<string> {
  return readMessage((await http.delete(`${API}/change/detach-release/${changeId}`)).data);
}
