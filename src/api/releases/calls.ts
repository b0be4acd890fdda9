import type { AxiosInstance } from 'axios';
import { idOrEmpty, readMessage } from '../responses';
import type { ReleaseSaveValues } from './types';

/** A date-time input's value as the server reads it: YYYY-MM-DD+HH:mm:ss. */
export function plannedDateParam(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(value);
  return match ? `${match[1]}+${match[2]}${match[3] ?? ':00'}` : '';
}

export function releaseFormData(values: ReleaseSaveValues, changeId?: number): FormData {
  const data = new FormData();
  data.append('subject', values.subject);
  data.append('identifier', values.identifier);
  data.append('description', values.description);
  data.append('status_id', idOrEmpty(values.status));
  data.append('priority_id', idOrEmpty(values.priority));
  data.append('release_type_id', idOrEmpty(values.releaseType));
  data.append('location_id', idOrEmpty(values.location));
  data.append('planned_start_date', plannedDateParam(values.plannedStart));
  data.append('planned_end_date', plannedDateParam(values.plannedEnd));
  for (const asset of values.assets) data.append('asset_ids[]', String(asset.id));
  if (values.attachment) data.append('attachment', values.attachment);
  if (changeId !== undefined) data.append('change_id', String(changeId));
  return data;
}

/** Creates a release; created from a change, it is attached to that change. */
export async function createRelease(
  http: AxiosInstance,
  values: ReleaseSaveValues,
  changeId?: number,
): Promise<string> {
  return readMessage((await http.post('/service-desk/api/release', releaseFormData(values, changeId))).data);
}

export async function attachRelease(http: AxiosInstance, changeId: number, releaseId: number): Promise<string> {
  return readMessage((await http.post(`/service-desk/api/change/attach-release/${changeId}/${releaseId}`)).data);
}

export async function detachRelease(http: AxiosInstance, changeId: number): Promise<string> {
  return readMessage((await http.delete(`/service-desk/api/change/detach-release/${changeId}`)).data);
}
