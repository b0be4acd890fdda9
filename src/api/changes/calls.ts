import type { AxiosInstance } from 'axios';
import { pagingParams, SEARCH_QUERY_PAGING_NAMES, type ListQuery } from '../listParams';
import { fetchActionFlags } from '../permissions/flags';
import { appendTexts, attachmentDeleteField, multipartBody } from '../multipartBody';
import {
  dataOf,
  isObject,
  readMessage,
  readPage,
  readSavedId,
  requireObject,
  type Page,
  type SavedRecord,
} from '../responses';
import type { TicketLinkType } from '../tickets/types';
import {
  CHANGE_ACTION_KEYS,
  CHANGE_ACTIONS_WHEN_MISSING,
  type ChangeActions,
  type ChangeCustomFieldDefinition,
  type ChangeListFilters,
  type ChangeOrigin,
  type ChangeRecord,
  type ChangeRow,
  type ChangeSaveValues,
  type ChangeTaskRow,
  type TicketChangeRow,
} from './types';
import { getDataList } from '../getDataList';

const API = '/service-desk/api';

/** GET change-list: with a saved filter's id it sends filter_id (the server applies it). */
export async function fetchChangeList(
  http: AxiosInstance,
  query: ListQuery,
  filters: ChangeListFilters = {},
  filterId?: number,
  signal?: AbortSignal,
): Promise<Page<ChangeRow>> {
  const response = await http.get(`${API}/change-list`, {
    params: { ...pagingParams(query), ...filters, filter_id: filterId },
    signal,
  });
  return readPage<ChangeRow>(response.data, 'changes');
}

/** The custom fields the change list's filter offers (data.custom_fields). */
export function fetchChangeCustomFields(
  http: AxiosInstance,
  signal?: AbortSignal,
): Promise<ChangeCustomFieldDefinition[]> {
  return getDataList<ChangeCustomFieldDefinition>(http, `${API}/change-custom-field-list`, 'custom_fields', signal);
}

/** The change at body.data.change (or body.data.data.change, as the approval/edit form load reads it). */
export async function fetchChange(http: AxiosInstance, id: number, signal?: AbortSignal): Promise<ChangeRecord> {
  const response = await http.get(`${API}/change/${id}`, { signal });
  const data = dataOf(response.data);
  const record = isObject(data.change) ? data.change : isObject(data.data) ? data.data.change : null;
  const change = requireObject(record) as unknown as ChangeRecord;
  return {
    ...change,
    assets: Array.isArray(change.assets) ? change.assets : [],
    attachments: Array.isArray(change.attachments) ? change.attachments : [],
  };
}

/** The action flags at data.actions (the time parameter keeps a browser cache from answering). */
export function fetchChangeActions(http: AxiosInstance, id: number, signal?: AbortSignal): Promise<ChangeActions> {
  return fetchActionFlags(http, `${API}/change-action/${id}`, CHANGE_ACTION_KEYS, {
    signal,
    params: { time: Date.now() },
    whenMissing: CHANGE_ACTIONS_WHEN_MISSING,
  });
}

/**
 * The multipart body of POST /service-desk/api/change, custom fields last; a new change names the
 * problem or ticket it comes from.
 */
export function changeFormData(values: ChangeSaveValues, { problemId, ticketId }: ChangeOrigin = {}): FormData {
  const isNew = values.id === undefined;
  const body = multipartBody({
    id: values.id?.toString(),
    problem_id: isNew ? problemId?.toString() : undefined,
    ticket_id: isNew && problemId === undefined ? ticketId?.toString() : undefined,
    subject: values.subject,
    requester_id: values.requester,
    status_id: values.status,
    'asset_ids[]': values.assets,
    priority_id: values.priority,
    change_type_id: values.changeType,
    location_id: values.location,
    impact_id: values.impact,
    department_id: values.department,
    team_id: values.team,
    identifier: values.identifier,
    description: values.description,
    attachment: values.attachment ?? undefined,
    attachment_delete: attachmentDeleteField(values),
  });
  appendTexts(body, values.custom ?? {});
  return body;
}

/** Creates (no id) or updates (with id) a change; a create from a problem or a ticket is linked to it. */
export async function saveChange(
  http: AxiosInstance,
  values: ChangeSaveValues,
  origin: ChangeOrigin = {},
): Promise<SavedRecord> {
  const response = await http.post(`${API}/change`, changeFormData(values, origin));
  return { message: readMessage(response.data), id: values.id ?? readSavedId(response.data) };
}

export async function deleteChange(http: AxiosInstance, id: number): Promise<string> {
  return readMessage((await http.delete(`${API}/change/${id}`)).data);
}

export async function closeChange(http: AxiosInstance, id: number): Promise<string> {
  return readMessage((await http.post(`${API}/change-close/${id}`)).data);
}

export async function assignChange(http: AxiosInstance, changeId: number, assigneeId: number): Promise<string> {
  return readMessage((await http.get(`${API}/change/assign/${assigneeId}/${changeId}`)).data);
}

export async function updateActivityDuration(http: AxiosInstance, changeId: number, minutes: number): Promise<string> {
  const response = await http.patch(`${API}/update-activity-duration/${changeId}`, {
    total_activity_duration: minutes,
  });
  return readMessage(response.data);
}

/** The printable change, opened in a new window. */
export function changePrintPath(id: number): string {
  return `${API}/change-print/${id}`;
}

export async function fetchChangeTasks(
  http: AxiosInstance,
  changeId: number,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<Page<ChangeTaskRow>> {
  const response = await http.get(`${API}/attached-task/change`, {
    params: { change_id: changeId, ...pagingParams(query) },
    signal,
  });
  return readPage<ChangeTaskRow>(response.data, 'data');
}

export async function detachChangeTask(http: AxiosInstance, changeId: number, taskId: number): Promise<string> {
  const response = await http.delete(`${API}/detach-task/change`, { params: { task_id: taskId, change_id: changeId } });
  return readMessage(response.data);
}

/** The changes linked to a ticket; an archived ticket's are asked for with isArchive=1. */
export async function fetchTicketChanges(
  http: AxiosInstance,
  ticketId: number,
  archived: boolean,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<Page<TicketChangeRow>> {
  const response = await http.get(`${API}/attached-change/ticket`, {
    params: {
      ticket_id: ticketId,
      isArchive: archived ? 1 : undefined,
      ...pagingParams(query, SEARCH_QUERY_PAGING_NAMES),
    },
    signal,
  });
  return readPage<TicketChangeRow>(response.data, 'changes');
}

export async function attachTicketChange(
  http: AxiosInstance,
  ticketId: number,
  changeId: number,
  type: TicketLinkType,
): Promise<string> {
  const response = await http.post(`${API}/attach-change/ticket`, { ticket_id: ticketId, change_id: changeId, type });
  return readMessage(response.data);
}

export async function detachTicketChange(
  http: AxiosInstance,
  ticketId: number,
  changeId: number,
  type: TicketLinkType,
): Promise<string> {
  const response = await http.delete(`${API}/detach-change/ticket`, {
    params: { ticket_id: ticketId, change_id: changeId, type },
  });
  return readMessage(response.data);
}
