import type { AxiosInstance } from 'axios';
import { multipartBody } from '../multipartBody';
import { readMessage } from '../responses';
import type { ReleaseSaveValues } from './types';

/** A date-time input's value as the server reads it: YYYY-MM-DD+HH:mm:ss. */
export function plannedDateParam(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(value);
  return match ? `${match[1]}+${match[2]}${match[3] ?? ':00'}` : '';
}

export function releaseFormData(values: ReleaseSaveValues, changeId?: number): FormData {
  return multipartBody({
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
    change_id: changeId?.toString(),
  });
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
