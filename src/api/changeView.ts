import type { AxiosInstance } from 'axios';
import type { CustomFieldType } from './changeList';
import { fetchChange, type ChangeRecord } from './changes';
import { ApiError } from './errors';
import { pagingParams, type TableQuery } from './paging';
import { readMessage, readPage, type Page } from './responses';

const UNREADABLE = 'The server sent an answer that could not be read. Please try again.';

export interface ChangeReleaseRef {
  id: number;
  identifier?: string | null;
  subject: string;
}

/** A custom field of a change with its value, as the change record's custom_fields holds it. */
export interface ChangeCustomField {
  id: number;
  label: string;
  type: CustomFieldType;
  value: string | string[] | null;
  /** Set for a property of one change type; null for a field of the change form. */
  change_type_id: number | null;
}

/** The change as the view reads it: the form's fields plus the view's own. */
export interface ChangeViewRecord extends ChangeRecord {
  release?: ChangeReleaseRef | null;
  attach_releases?: ChangeReleaseRef[];
  change_raised_on?: string | null;
  change_closed_on?: string | null;
  /** Minutes. */
  total_activity_duration?: number | string | null;
  custom_fields?: ChangeCustomField[];
}

export const CHANGE_ACTION_KEYS = [
  'change_details_edit_permission',
  'allowed_enforce_cab',
  'change_release_attach',
  'change_release_detach',
  'change_edit',
  'change_delete',
  'change_close',
  'planning',
  'associated_assets',
  'associated_releases',
  'associated_cabs',
  'associated_tickets',
  'associated_tasks',
  'allowed_cab_action',
  'remove_cab',
  'attach_task',
] as const;

export type ChangeActionKey = (typeof CHANGE_ACTION_KEYS)[number];
export type ChangeActions = Record<ChangeActionKey, boolean>;

export const NO_CHANGE_ACTIONS = Object.fromEntries(CHANGE_ACTION_KEYS.map((key) => [key, false])) as ChangeActions;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function dataOf(body: unknown): Record<string, unknown> {
  const data = isObject(body) ? body.data : undefined;
  if (!isObject(data)) throw new ApiError(UNREADABLE);
  return data;
}

/** GET /change/{id}?time=… (the time parameter keeps a browser cache from answering). */
export async function fetchChangeView(
  http: AxiosInstance,
  id: number,
  signal?: AbortSignal,
): Promise<ChangeViewRecord> {
  return (await fetchChange(http, id, signal)) as ChangeViewRecord;
}

export async function fetchChangeActions(
  http: AxiosInstance,
  id: number,
  signal?: AbortSignal,
): Promise<ChangeActions> {
  const response = await http.get(`/service-desk/api/change-action/${id}`, { params: { time: Date.now() }, signal });
  const actions = dataOf(response.data).actions;
  if (!isObject(actions)) throw new ApiError(UNREADABLE);
  const flags = { ...NO_CHANGE_ACTIONS };
  for (const key of CHANGE_ACTION_KEYS) {
    const value = actions[key];
    flags[key] = value === true || value === 1 || value === '1' || value === 'true';
  }
  return flags;
}

export async function deleteChange(http: AxiosInstance, id: number): Promise<string> {
  return readMessage((await http.delete(`/service-desk/api/change/${id}`)).data);
}

export async function closeChange(http: AxiosInstance, id: number): Promise<string> {
  return readMessage((await http.post(`/service-desk/api/change-close/${id}`)).data);
}

export async function assignChange(http: AxiosInstance, changeId: number, assigneeId: number): Promise<string> {
  return readMessage((await http.get(`/service-desk/api/change/assign/${assigneeId}/${changeId}`)).data);
}

export async function updateActivityDuration(http: AxiosInstance, changeId: number, minutes: number): Promise<string> {
  const response = await http.patch(`/service-desk/api/update-activity-duration/${changeId}`, {
    total_activity_duration: minutes,
  });
  return readMessage(response.data);
}

export function changePrintPath(id: number): string {
  return `/service-desk/api/change-print/${id}`;
}

/* ---------- activity log ---------- */

export interface ChangeLogEntry {
  id: number;
  name: string;
  created_at: string;
  creator: { id: number; full_name: string; profile_pic?: string | null } | null;
}

export async function fetchChangeLog(
  http: AxiosInstance,
  id: number,
  { page, limit, order }: { page: number; limit: number; order: 'asc' | 'desc' },
  signal?: AbortSignal,
): Promise<{ entries: ChangeLogEntry[]; total: number }> {
  const response = await http.get(`/service-desk/api/change-log/${id}`, {
    params: { page, limit, 'sort-order': order },
    signal,
  });
  const logs = dataOf(response.data).change_activity_logs;
  if (!isObject(logs) || !Array.isArray(logs.data)) throw new ApiError(UNREADABLE);
  const total = Number(logs.total);
  return { entries: logs.data as ChangeLogEntry[], total: Number.isFinite(total) ? total : logs.data.length };
}

/* ---------- planning ---------- */

export type ChangePlanningKey = 'reason' | 'impact' | 'rollout-plan' | 'backout-plan';
export const CHANGE_PLANNING_KEYS: readonly ChangePlanningKey[] = ['reason', 'impact', 'rollout-plan', 'backout-plan'];

export interface ChangePlanningAttachment {
  id: number;
  value: string;
  size: number | string;
  type?: string | null;
  owner?: string | null;
}

export interface ChangePlanningEntry {
  key: ChangePlanningKey;
  description: string | null;
  updated_at: string | null;
  attachment: ChangePlanningAttachment | null;
}

export interface ChangeGeneralInfo {
  identifier: ChangePlanningKey;
  description: string;
  attachment: ChangePlanningAttachment | null;
}

export async function fetchChangePlanning(
  http: AxiosInstance,
  changeId: number,
  signal?: AbortSignal,
): Promise<ChangePlanningEntry[]> {
  const response = await http.get(`/service-desk/api/change-planning/${changeId}`, { signal });
  const popups = dataOf(response.data).planning_popups;
  if (!Array.isArray(popups)) throw new ApiError(UNREADABLE);
  return popups as ChangePlanningEntry[];
}

/** One planning entry; null while it has not been written (the server answers 404). */
export async function fetchChangePlanningEntry(
  http: AxiosInstance,
  changeId: number,
  key: ChangePlanningKey,
  signal?: AbortSignal,
): Promise<ChangeGeneralInfo | null> {
  try {
    const response = await http.get(`/service-desk/api/general-popup/${changeId}/sd_changes/${key}`, { signal });
    const info = dataOf(response.data).general_info;
    return isObject(info) ? (info as unknown as ChangeGeneralInfo) : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export interface ChangePlanningInput {
  identifier: ChangePlanningKey;
  description: string;
  attachment: File | null;
  attachmentDelete: boolean;
}

export function changePlanningFormData(input: ChangePlanningInput): FormData {
  const form = new FormData();
  form.append('identifier', input.identifier);
  form.append('description', input.description);
  if (input.attachment) form.append('attachment', input.attachment, input.attachment.name);
  if (input.attachmentDelete) form.append('attachment_delete', '1');
  return form;
}

export async function saveChangePlanning(http: AxiosInstance, changeId: number, input: ChangePlanningInput) {
  const response = await http.post(
    `/service-desk/api/general-popup/${changeId}/sd_changes/${input.identifier}`,
    changePlanningFormData(input),
  );
  return readMessage(response.data);
}

export async function deleteChangePlanning(http: AxiosInstance, changeId: number, key: ChangePlanningKey) {
  return readMessage((await http.delete(`/service-desk/api/delete/general-popup/${changeId}/sd_changes/${key}`)).data);
}

/* ---------- releases ---------- */

export async function attachRelease(http: AxiosInstance, changeId: number, releaseId: number): Promise<string> {
  return readMessage((await http.post(`/service-desk/api/change/attach-release/${changeId}/${releaseId}`)).data);
}

export async function detachRelease(http: AxiosInstance, changeId: number): Promise<string> {
  return readMessage((await http.delete(`/service-desk/api/change/detach-release/${changeId}`)).data);
}

/* ---------- assets ---------- */

export async function attachChangeAssets(http: AxiosInstance, changeId: number, assetIds: number[]): Promise<string> {
  const response = await http.post(`/service-desk/api/change/attach-assets/${changeId}`, { asset_ids: assetIds });
  return readMessage(response.data);
}

export async function detachChangeAsset(http: AxiosInstance, changeId: number, assetId: number): Promise<string> {
  return readMessage((await http.delete(`/service-desk/api/change/detach-asset/${changeId}/${assetId}`)).data);
}

/* ---------- tickets ---------- */

export type TicketLinkType = 'initiating' | 'initiated';

export interface ChangeTicketRow {
  id: number;
  ticket_number: string;
  subject: string;
  assignedTo?: { id: number; full_name: string } | null;
  assignedTeam?: { id: number; name: string } | null;
  assigned?: { full_name: string } | null;
  type: TicketLinkType;
}

export async function fetchChangeTickets(
  http: AxiosInstance,
  changeId: number,
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Page<ChangeTicketRow>> {
  const response = await http.get('/service-desk/api/attached-ticket/change', {
    params: { change_id: changeId, ...pagingParams(query) },
    signal,
  });
  return readPage<ChangeTicketRow>(response.data, 'tickets');
}

export async function attachChangeTickets(
  http: AxiosInstance,
  changeId: number,
  ticketIds: number[],
  type: TicketLinkType,
): Promise<string> {
  const response = await http.post('/service-desk/api/attach-ticket/change', {
    change_id: changeId,
    ticket_ids: ticketIds,
    type,
  });
  return readMessage(response.data);
}

export async function detachChangeTicket(
  http: AxiosInstance,
  changeId: number,
  ticketId: number,
  type: TicketLinkType,
): Promise<string> {
  const response = await http.delete('/service-desk/api/detach-ticket/change', {
    params: { ticket_id: ticketId, change_id: changeId, type },
  });
  return readMessage(response.data);
}

/* ---------- tasks ---------- */

export interface ChangeTaskRow {
  id: number;
  task_name: string;
  task_start_date: string | null;
  task_end_date: string | null;
  users?: { id: number; full_name: string }[];
  teams?: { id: number; name: string }[];
  assign_to?: string | null;
}

export async function fetchChangeTasks(
  http: AxiosInstance,
  changeId: number,
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Page<ChangeTaskRow>> {
  const response = await http.get('/service-desk/api/attached-task/change', {
    params: { change_id: changeId, ...pagingParams(query) },
    signal,
  });
  return readPage<ChangeTaskRow>(response.data, 'data');
}

export async function detachChangeTask(http: AxiosInstance, changeId: number, taskId: number): Promise<string> {
  const response = await http.delete('/service-desk/api/detach-task/change', {
    params: { task_id: taskId, change_id: changeId },
  });
  return readMessage(response.data);
}
