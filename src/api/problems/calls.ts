import type { AxiosInstance } from 'axios';
import { readActionFlags } from '../permissions/flags';
import { attachmentDeleteField, multipartBody } from '../multipartBody';
import { dataOf, readMessage, readPage, readSavedId, requireObject, type SavedRecord } from '../responses';
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
  return multipartBody({
    id: values.id?.toString(),
    subject: values.subject,
    identifier: values.identifier,
    description: values.description,
    requester_id: values.requester,
    department_id: values.department,
    impact_id: values.impact,
    status_type_id: values.status,
    priority_id: values.priority,
    'asset_ids[]': values.assets,
    location_id: values.location,
    assigned_id: values.assigned,
    attachment: values.attachment ?? undefined,
    attachment_delete: attachmentDeleteField(values),
  });
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

export async function closeProblem(http: AxiosInstance, id: number): Promise<string> {
  return readMessage((await http.post(`${API}/problem-close/${id}`)).data);
}

export async function attachChange(http: AxiosInstance, problemId: number, changeId: number): Promise<string> {
  return readMessage((await http.post(`${API}/problem-attach-change/${problemId}/${changeId}`)).data);
}

export async function detachChange(http: AxiosInstance, problemId: number, changeId: number): Promise<string> {
  return readMessage((await http.delete(`${API}/problem-detach-change/${problemId}/${changeId}`)).data);
}
