import type { AxiosInstance } from 'axios';
import { dependencyPath, type Option } from './dependencies';
import { ApiError } from './errors';
import { filterParams, pagingParams, type TableQuery } from './paging';
import type { ParamValue } from './params';
import { readMessage, readPage, type Page } from './responses';
import { encodeFile } from './fileContent';

/** The four planning notes of a problem. */
export type PlanningKey = 'root-cause' | 'impact' | 'symptoms' | 'solution';

export const PLANNING_KEYS: readonly PlanningKey[] = ['root-cause', 'impact', 'symptoms', 'solution'];

/** The owner of a problem's attachments in download links. */
export function problemAttachmentOwner(problemId: number): string {
  return `sd_problem:${problemId}`;
}

export interface PlanningAttachment {
  id: number;
  value: string;
  size: number | string;
  type?: string | null;
  owner?: string | null;
}

export interface PlanningEntry {
  key: PlanningKey;
  title: string | null;
  description: string | null;
  updated_at: string | null;
  attachment: PlanningAttachment | null;
}

export interface GeneralInfo {
  identifier: PlanningKey;
  description: string;
  title: string;
  attachment: PlanningAttachment | null;
}

export interface AssetRow {
  id: number;
  name: string;
  managed_by: { full_name: string } | null;
  used_by: { full_name: string } | null;
  contract: { id: number; name: string } | null;
}

export interface ProblemTicketRow {
  id: number;
  ticket_number: string;
  subject: string;
  assignedTo: { id: number; full_name: string } | null;
  assignedTeam: { id: number; name: string } | null;
}

export type AssigneeType = 'agents' | 'teams' | 'assign_to_me';

/** One bulk action on a problem's tickets; the value is what the server expects for the type. */
export type BulkAction =
  | { type: 'status'; value: number }
  | { type: 'priority'; value: number }
  | { type: 'assign'; value: { assigneeType: AssigneeType; assigneeInfo: number } }
  | { type: 'reply'; value: { text: string; attachments: File[] } };

const UNREADABLE = 'The server sent an answer that could not be read. Please try again.';

function dataOf(body: unknown): Record<string, unknown> {
  const data = (body as { data?: unknown } | null)?.data;
  if (typeof data !== 'object' || data === null) throw new ApiError(UNREADABLE);
  return data as Record<string, unknown>;
}

/* ---------- planning ---------- */

export async function fetchProblemPlanning(
  http: AxiosInstance,
  problemId: number,
  signal?: AbortSignal,
): Promise<PlanningEntry[]> {
  const response = await http.get(`/service-desk/api/problem-planning/${problemId}`, { signal });
  const popups = dataOf(response.data).planning_popups;
  if (!Array.isArray(popups)) throw new ApiError(UNREADABLE);
  return popups as PlanningEntry[];
}

/** One planning note; null when it has not been written yet (the server answers 404). */
export async function fetchPlanningEntry(
  http: AxiosInstance,
  problemId: number,
  identifier: PlanningKey,
  signal?: AbortSignal,
): Promise<GeneralInfo | null> {
  try {
    const response = await http.get(`/service-desk/api/general-popup/${problemId}/sd_problem/${identifier}`, {
      signal,
    });
    const info = dataOf(response.data).general_info;
    return typeof info === 'object' && info !== null ? (info as GeneralInfo) : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export interface PlanningInput {
  identifier: PlanningKey;
  description: string;
  /** Sent only for the solution. */
  title?: string;
  attachment?: File | null;
  /** The stored attachment is removed. */
  attachmentDelete?: boolean;
}

export function planningFormData(input: PlanningInput): FormData {
  const form = new FormData();
  form.append('identifier', input.identifier);
  form.append('description', input.description);
  if (input.identifier === 'solution') form.append('title', input.title ?? '');
  if (input.attachment) form.append('attachment', input.attachment, input.attachment.name);
  if (input.attachmentDelete) form.append('attachment_delete', '1');
  return form;
}

export async function savePlanningEntry(http: AxiosInstance, problemId: number, input: PlanningInput): Promise<string> {
  const response = await http.post(`/service-desk/api/general-popup/${problemId}/sd_problem`, planningFormData(input));
  return readMessage(response.data);
}

export async function deletePlanningEntry(
  http: AxiosInstance,
  problemId: number,
  identifier: PlanningKey,
): Promise<string> {
  const response = await http.delete(`/service-desk/api/delete/general-popup/${problemId}/sd_problem/${identifier}`);
  return readMessage(response.data);
}

/* ---------- assets ---------- */

/**
 * A page of the asset list (body.data.data.data, body.data.data.total). `scope` narrows it, e.g.
 * { problem_ids: [4] } for a problem's assets or { problem_id: 4 } for those not yet attached.
 * Shared by every attach-assets dialog; it belongs in api/assets.ts once that module exists.
 */
export async function fetchAssetList(
  http: AxiosInstance,
  query: TableQuery,
  scope: Record<string, ParamValue>,
  filters: Record<string, number[] | undefined> = {},
  signal?: AbortSignal,
): Promise<Page<AssetRow>> {
  const response = await http.get('/service-desk/api/asset-list', {
    params: { ...scope, ...filterParams(filters), ...pagingParams(query) },
    signal,
  });
  return readPage<AssetRow>(dataOf(response.data), 'data');
}

export function fetchProblemAssets(
  http: AxiosInstance,
  problemId: number,
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Page<AssetRow>> {
  return fetchAssetList(http, query, { problem_ids: [problemId] }, {}, signal);
}

export async function detachProblemAsset(http: AxiosInstance, problemId: number, assetId: number): Promise<string> {
  const response = await http.delete(`/service-desk/api/problem-detach-asset/${problemId}/${assetId}`);
  return readMessage(response.data);
}

export async function attachProblemAssets(http: AxiosInstance, problemId: number, assetIds: number[]): Promise<string> {
  const response = await http.post(`/service-desk/api/problem-attach-assets/${problemId}`, { asset_ids: assetIds });
  return readMessage(response.data);
}

/* ---------- tickets ---------- */

export async function fetchProblemTickets(
  http: AxiosInstance,
  problemId: number,
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Page<ProblemTicketRow>> {
  const response = await http.get(`/service-desk/api/problem-tickets/${problemId}`, {
    params: pagingParams(query),
    signal,
  });
  return readPage<ProblemTicketRow>(response.data, 'tickets');
}

export async function detachProblemTicket(http: AxiosInstance, problemId: number, ticketId: number): Promise<string> {
  const response = await http.delete(`/service-desk/api/problem-detach-ticket/${problemId}/${ticketId}`);
  return readMessage(response.data);
}

export async function attachProblemTickets(
  http: AxiosInstance,
  problemId: number,
  ticketIds: number[],
): Promise<string> {
  const response = await http.post(`/service-desk/api/problem-attach-ticket/${problemId}`, { ticket_ids: ticketIds });
  return readMessage(response.data);
}

export async function runTicketBulkAction(
  http: AxiosInstance,
  ticketIds: number[],
  action: BulkAction,
): Promise<string> {
  // Reply attachments travel in the JSON body, base64 encoded.
  const payload =
    action.type === 'reply'
      ? {
          ...action,
          value: { ...action.value, attachments: await Promise.all(action.value.attachments.map(encodeFile)) },
        }
      : action;
  const response = await http.post('/service-desk/api/problem-bulk-actions', { tickets: ticketIds, action: payload });
  return readMessage(response.data);
}

/** Number of options a bulk-action choice list asks for (statuses and priorities are short lists). */
export const CHOICE_LIST_LIMIT = 100;

/**
 * The options of a lookup with extra parameters the shared lookup helper does not take, e.g.
 * statuses with meta=true for the bulk status change.
 */
export async function fetchLookupChoices(
  http: AxiosInstance,
  name: string,
  extra: Record<string, ParamValue> = {},
  signal?: AbortSignal,
): Promise<Option[]> {
  const response = await http.get(dependencyPath(name), {
    params: { limit: CHOICE_LIST_LIMIT, ...extra },
    signal,
  });
  return readPage<Option>(response.data, 'data').rows;
}
