import type { AxiosInstance } from 'axios';
import type { Option } from './dependencies';
import { ApiError } from './errors';
import { readMessage } from './responses';

/** A reference to a looked-up record as the problem endpoint returns it. */
export interface NamedRef {
  id: number;
  name?: string | null;
}

export interface ProblemRequester {
  id: number;
  full_name?: string | null;
  name?: string | null;
  email?: string | null;
}

export interface ProblemAgent {
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

/** The problem as GET /service-desk/api/problem/{id} returns it at data.data (the fields the form uses). */
export interface ProblemRecord {
  id: number;
  subject: string;
  identifier: string | null;
  description: string | null;
  requester_id: ProblemRequester | null;
  department_id: NamedRef | null;
  impact_id: NamedRef | null;
  status_type_id: NamedRef | null;
  priority_id: NamedRef | null;
  location_id: NamedRef | null;
  assigned_id: ProblemAgent | null;
  assets: NamedRef[];
  attachment: ProblemAttachment | null;
}

const UNREADABLE = 'The server sent an answer that could not be read. Please try again.';

export async function fetchProblem(http: AxiosInstance, id: number, signal?: AbortSignal): Promise<ProblemRecord> {
  const response = await http.get(`/service-desk/api/problem/${id}`, { signal });
  const record = (response.data as { data?: { data?: unknown } } | null)?.data?.data;
  if (typeof record !== 'object' || record === null || Array.isArray(record)) throw new ApiError(UNREADABLE);
  const problem = record as ProblemRecord;
  return { ...problem, assets: Array.isArray(problem.assets) ? problem.assets : [] };
}

/** What the form sends; the lookups hold the chosen options, the file the newly chosen attachment. */
export interface ProblemSaveValues {
  id?: number;
  subject: string;
  identifier: string;
  description: string;
  requester: Option | null;
  department: Option | null;
  impact: Option | null;
  status: Option | null;
  priority: Option | null;
  location: Option | null;
  assigned: Option | null;
  assets: Option[];
  attachment: File | null;
  attachmentDelete: boolean;
}

export interface SaveProblemResult {
  /** The server's message. */
  message: string;
  /** The saved problem's id, when the server names it (always the edited id on edit). */
  id?: number;
}

function idOrEmpty(option: Option | null): string {
  return option ? String(option.id) : '';
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

function savedId(body: unknown): number | undefined {
  const data = (body as { data?: unknown } | null)?.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const direct = (data as { id?: unknown }).id;
  const nested = (data as { data?: { id?: unknown } }).data?.id;
  const id = Number(direct ?? nested);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Creates (no id) or updates (with id) a problem; `ticketId` links a problem created from a ticket. */
export async function saveProblem(
  http: AxiosInstance,
  values: ProblemSaveValues,
  { ticketId }: { ticketId?: number } = {},
): Promise<SaveProblemResult> {
  const response = await http.post('/service-desk/api/problem', problemFormData(values), {
    params: ticketId !== undefined ? { ticket_id: ticketId } : undefined,
  });
  return { message: readMessage(response.data), id: values.id ?? savedId(response.data) };
}
