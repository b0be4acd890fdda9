import type { AxiosInstance } from 'axios';
import { ApiError } from './errors';
import { readMessage } from './responses';

export { deleteProblem } from './problems';

const UNREADABLE = 'The server sent an answer that could not be read. Please try again.';

export interface NamedRef {
  id: number;
  name: string;
}

export interface ProblemRequester {
  id: number;
  full_name?: string | null;
  name?: string | null;
  email?: string | null;
}

export interface ProblemAssignee {
  id: number;
  name?: string | null;
  full_name?: string | null;
}

export interface ProblemAttachment {
  id: number;
  value: string;
  size: number | string;
  type?: string | null;
}

/** The change attached to a problem, as far as the read-only card needs it; the server may send more. */
export interface AttachedChange {
  id: number;
  subject?: string | null;
  created_at?: string | null;
  status?: { name?: string | null } | string | null;
  requester?: { full_name?: string | null; name?: string | null; email?: string | null } | string | null;
  change_type?: { name?: string | null } | string | null;
  impact_type?: { name?: string | null } | string | null;
  location?: { title?: string | null; name?: string | null } | string | null;
  department?: { name?: string | null } | string | null;
  team?: { name?: string | null } | string | null;
  priority?: { name?: string | null; priority?: string | null } | string | null;
  [key: string]: unknown;
}

export interface ProblemDetail {
  id: number;
  subject: string;
  identifier: string | null;
  description: string | null;
  created_at: string;
  requester_id: ProblemRequester | null;
  department_id: NamedRef | null;
  impact_id: NamedRef | null;
  status_type_id: NamedRef | null;
  priority_id: NamedRef | null;
  location_id: NamedRef | null;
  assigned_id: ProblemAssignee | null;
  assets?: unknown[];
  attachment: ProblemAttachment | null;
  /** The attached change, or an empty array when none is attached. */
  change: AttachedChange | [] | null;
  active: string | number | null;
}

export interface ProblemActions {
  problem_edit: boolean;
  problem_delete: boolean;
  problem_close: boolean;
  problem_change_attach: boolean;
  problem_change_detach: boolean;
  check_planning: boolean;
  associated_asset: boolean;
  associated_change: boolean;
  associated_ticket: boolean;
}

export const NO_PROBLEM_ACTIONS: ProblemActions = {
  problem_edit: false,
  problem_delete: false,
  problem_close: false,
  problem_change_attach: false,
  problem_change_detach: false,
  check_planning: false,
  associated_asset: false,
  associated_change: false,
  associated_ticket: false,
};

export interface ProblemLogEntry {
  id: number;
  /** HTML text of the entry. */
  name: string;
  created_at: string;
  creator: { id: number; full_name: string; profile_pic?: string | null } | null;
}

export interface ProblemLogQuery {
  page: number;
  limit: number;
  /** Sent as sort-order as it is: 'desc' is newest first. */
  order: 'asc' | 'desc';
}

export interface ProblemLogPage {
  entries: ProblemLogEntry[];
  total: number;
  perPage: number;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object at body.data.data. */
function dataData(body: unknown): Record<string, unknown> {
  const inner = isObject(body) && isObject(body.data) ? body.data.data : undefined;
  if (!isObject(inner)) throw new ApiError(UNREADABLE);
  return inner;
}

/** Whether the problem has a change attached (the server sends an empty array when it has none). */
export function attachedChange(problem: Pick<ProblemDetail, 'change'>): AttachedChange | null {
  const change = problem.change;
  return isObject(change) ? (change as AttachedChange) : null;
}

export function isActiveProblem(problem: Pick<ProblemDetail, 'active'>): boolean {
  return String(problem.active) === '1';
}

export async function fetchProblem(http: AxiosInstance, id: number, signal?: AbortSignal): Promise<ProblemDetail> {
  const response = await http.get(`/service-desk/api/problem/${id}`, { signal });
  return dataData(response.data) as unknown as ProblemDetail;
}

export async function fetchProblemActions(
  http: AxiosInstance,
  id: number,
  signal?: AbortSignal,
): Promise<ProblemActions> {
  const response = await http.get(`/service-desk/api/problem-action/${id}`, { signal });
  const actions = dataData(response.data).actions;
  if (!isObject(actions)) throw new ApiError(UNREADABLE);
  const flags = { ...NO_PROBLEM_ACTIONS };
  for (const key of Object.keys(flags) as Array<keyof ProblemActions>) {
    const value = actions[key];
    flags[key] = value === true || value === 1 || value === '1' || value === 'true';
  }
  return flags;
}

export async function closeProblem(http: AxiosInstance, id: number): Promise<string> {
  const response = await http.post(`/service-desk/api/problem-close/${id}`);
  return readMessage(response.data);
}

export async function attachChange(http: AxiosInstance, problemId: number, changeId: number): Promise<string> {
  const response = await http.post(`/service-desk/api/problem-attach-change/${problemId}/${changeId}`);
  return readMessage(response.data);
}

export async function detachChange(http: AxiosInstance, problemId: number, changeId: number): Promise<string> {
  const response = await http.delete(`/service-desk/api/problem-detach-change/${problemId}/${changeId}`);
  return readMessage(response.data);
}

export async function fetchProblemLog(
  http: AxiosInstance,
  id: number,
  { page, limit, order }: ProblemLogQuery,
  signal?: AbortSignal,
): Promise<ProblemLogPage> {
  const response = await http.get(`/service-desk/api/problem-log/${id}`, {
    params: { page, limit, 'sort-order': order },
    signal,
  });
  const body: unknown = response.data;
  const logs = isObject(body) && isObject(body.data) ? body.data.problem_activity_logs : undefined;
  if (!isObject(logs) || !Array.isArray(logs.data)) throw new ApiError(UNREADABLE);
  const total = Number(logs.total);
  return {
    entries: logs.data as ProblemLogEntry[],
    total: Number.isFinite(total) ? total : logs.data.length,
    perPage: Number(logs.per_page) || limit,
  };
}
