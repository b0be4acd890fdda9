import type { AxiosInstance } from 'axios';
import { readActionFlags } from '../permissions/flags';
import { dataOf, idOrEmpty, readMessage, readPage, readSavedId, requireObject, type SavedRecord } from '../responses';
import {
  PROBLEM_ACTION_KEYS,
  PROBLEM_ACTIONS_WHEN_MISSING,
  type ProblemActions,
  type ProblemRecord,
  type ProblemSaveValues,
  type TicketProblem,
} from './types';

const API = '/service-desk/api';

/** The problem of a ticket, read from the problem list filtered by the ticket; null when it has none. */
export async function fetchProblemOfTicket(
  http: AxiosInstance,
  ticketId: number,
  signal?: AbortSignal,
): Promise<TicketProblem | null> {
  const response = await http.get(`${API}/problem-list`, { params: { ticket_ids: [ticketId], limit: 1 }, signal });
  const row = readPage<{ id: number; subject: string }>(response.data, 'problems').rows[0];
  return row ? { id: row.id, name: row.subject, redirect_to: `/service-desk/problem/${row.id}/show` } : null;
}

/** The problem at data.data. */
export async function fetchProblem(http: AxiosInstance, id: number, signal?: AbortSignal): Promise<ProblemRecord> {
  const response = await http.get(`${API}/problem/${id}`, { signal });
  const problem = requireObject(dataOf(response.data).data) as unknown as ProblemRecord;
  return { ...problem, assets: Array.isArray(problem.assets) ? problem.assets : [] };
}

/** The action flags at data.data.actions; a missing flag is false. */
export async function fetchProblemActions(
  http: AxiosInstance,
  id: number,
  signal?: AbortSignal,
): Promise<ProblemActions> {
  const response = await http.get(`${API}/problem-action/${id}`, { signal });
  return readActionFlags(
    requireObject(dataOf(response.data).data).actions,
    PROBLEM_ACTION_KEYS,
    PROBLEM_ACTIONS_WHEN_MISSING,
  );
}

/** The multipart body of POST /service-desk/api/problem. */
export function problemFormData(values: ProblemSaveValues): FormData {
  const data = new FormData();
  if (values.id !== undefined) data.append('id', String(values.id));
  data.append('subject', values.subject);
  data.append('identifier', values.identifier);
  data.append('description', values.description);
  data.append('requester_id', idOrEmpty(values.requester));
  data.append('department_id', idOrEmpty(values.department));
  data.append('impact_id', idOrEmpty(values.impact));
  data.append('status_type_id', idOrEmpty(values.status));
  data.append('priority_id', idOrEmpty(values.priority));
  for (const asset of values.assets) data.append('asset_ids[]', String(asset.id));
  data.append('location_id', idOrEmpty(values.location));
  data.append('assigned_id', idOrEmpty(values.assigned));
  if (values.attachment) data.append('attachment', values.attachment);
  if (values.id !== undefined) data.append('attachment_delete', values.attachmentDelete ? '1' : '0');
  return data;
}

/** Creates (no id) or updates (with id) a problem; `ticketId` links a problem created from a ticket. */
export async function saveProblem(
  http: AxiosInstance,
  values: ProblemSaveValues,
  { ticketId }: { ticketId?: number } = {},
): Promise<SavedRecord> {
  const response = await http.post(`${API}/problem`, problemFormData(values), {
    params: ticketId !== undefined ? { ticket_id: ticketId } : undefined,
  });
  return { message: readMessage(response.data), id: values.id ?? readSavedId(response.data) };
}

export async function deleteProblem(http: AxiosInstance, id: number): Promise<string> {
  return readMessage((await http.delete(`${API}/problem-delete/${id}`)).data);
}

export async function closeProblem(http: AxiosInstance, id: number): Promise<string> {
  return readMessage((await http.post(`${API}/problem-close/${id}`)).data);
}

export async function attachChange(http: AxiosInstance, problemId: number, changeId: number): Promise<string> {
  return readMessage((await http.post(`${API}/problem-attach-change/${problemId}/${changeId}`)).data);
}

export async function detachChange(http: AxiosInstance, problemId: number, changeId: number): Promise<string> {
  return readMessage((await http.delete(`${API}/problem-detach-change/${problemId}/${changeId}`)).data);
}
