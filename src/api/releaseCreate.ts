import type { AxiosInstance } from 'axios';
import type { Option } from './dependencies';
import { readMessage } from './responses';

/** What the release form sends (POST /service-desk/api/release, multipart). */
export interface ReleaseSaveValues {
  subject: string;
  identifier: string;
  description: string;
  status: Option | null;
  priority: Option | null;
  releaseType: Option | null;
  location: Option | null;
  /** 'YYYY-MM-DDTHH:mm' from the date-time inputs, or ''. */
  plannedStart: string;
  plannedEnd: string;
  assets: Option[];
  attachment: File | null;
}

/** A date-time input's value as the server reads it: YYYY-MM-DD+HH:mm:ss. */
export function plannedDateParam(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(value);
  return match ? `${match[1]}+${match[2]}${match[3] ?? ':00'}` : '';
}

export function releaseFormData(values: ReleaseSaveValues, changeId?: number): FormData {
  const data = new FormData();
  const id = (option: Option | null) => (option ? String(option.id) : '');
  data.append('subject', values.subject);
  data.append('identifier', values.identifier);
  data.append('description', values.description);
  data.append('status_id', id(values.status));
  data.append('priority_id', id(values.priority));
  data.append('release_type_id', id(values.releaseType));
  data.append('location_id', id(values.location));
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

/** Whether the user may attach assets (GET /service-desk/get/permissions, data.actions.attach_asset). */
export async function fetchCanAttachAssets(http: AxiosInstance, signal?: AbortSignal): Promise<boolean> {
  const response = await http.get('/service-desk/get/permissions', { signal });
  const actions = (response.data as { data?: { actions?: { attach_asset?: unknown } } } | null)?.data?.actions;
  return actions?.attach_asset !== false && actions?.attach_asset !== 0 && actions?.attach_asset !== '0';
}
