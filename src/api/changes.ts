import type { AxiosInstance } from 'axios';
import type { Option } from './dependencies';
import { ApiError } from './errors';
import { readMessage } from './responses';

const UNREADABLE = 'The server sent an answer that could not be read. Please try again.';

export interface ChangeRef {
  id: number;
  name?: string | null;
}

export interface ChangePerson {
  id: number;
  full_name?: string | null;
  name?: string | null;
  email?: string | null;
}

export interface ChangeAttachment {
  id: number;
  value: string;
  size: number | string;
  type?: string | null;
  icon_url?: string | null;
}

/** The change as GET /service-desk/api/change/{id} returns it at data.change (the Change entity of the spec). */
export interface ChangeRecord {
  id: number;
  subject: string;
  identifier: string | null;
  description: string | null;
  created_at?: string | null;
  requester: ChangePerson | null;
  status: ChangeRef | null;
  change_type: ChangeRef | null;
  agent?: ChangePerson | null;
  impact_type: ChangeRef | null;
  location: { id: number; title?: string | null; name?: string | null } | null;
  department: ChangeRef | null;
  team: ChangeRef | null;
  priority: ChangeRef | null;
  assets: ChangeRef[];
  attachments: ChangeAttachment[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The change at body.data.change (or body.data.data.change, as the approval/edit form load reads it). */
export async function fetchChange(http: AxiosInstance, id: number, signal?: AbortSignal): Promise<ChangeRecord> {
  const response = await http.get(`/service-desk/api/change/${id}`, { signal });
  const body: unknown = response.data;
  const data = isObject(body) ? body.data : undefined;
  const record = isObject(data)
    ? isObject(data.change)
      ? data.change
      : isObject(data.data)
        ? data.data.change
        : null
    : null;
  if (!isObject(record)) throw new ApiError(UNREADABLE);
  const change = record as unknown as ChangeRecord;
  return {
    ...change,
    assets: Array.isArray(change.assets) ? change.assets : [],
    attachments: Array.isArray(change.attachments) ? change.attachments : [],
  };
}

/** What the change form sends; the lookups hold the chosen options, the file the newly chosen attachment. */
export interface ChangeSaveValues {
  id?: number;
  subject: string;
  identifier: string;
  description: string;
  requester: Option | null;
  status: Option | null;
  changeType: Option | null;
  priority: Option | null;
  impact: Option | null;
  location: Option | null;
  department: Option | null;
  team: Option | null;
  assets: Option[];
  attachment: File | null;
  attachmentDelete: boolean;
}

/** Where a new change comes from: it is linked to that problem or ticket. */
export interface ChangeOrigin {
  problemId?: number;
  ticketId?: number;
}

export interface SaveChangeResult {
  /** The server's message. */
  message: string;
  /** The saved change's id, when the server names it (always the edited id on edit). */
  id?: number;
}

function idOrEmpty(option: Option | null): string {
  return option ? String(option.id) : '';
}

/** The multipart body of POST /service-desk/api/change. */
export function changeFormData(values: ChangeSaveValues, { problemId, ticketId }: ChangeOrigin = {}): FormData {
  const data = new FormData();
  if (values.id !== undefined) data.append('id', String(values.id));
  else if (problemId !== undefined) data.append('problem_id', String(problemId));
  else if (ticketId !== undefined) data.append('ticket_id', String(ticketId));
  data.append('subject', values.subject);
  data.append('requester_id', idOrEmpty(values.requester));
  data.append('status_id', idOrEmpty(values.status));
  for (const asset of values.assets) data.append('asset_ids[]', String(asset.id));
  data.append('priority_id', idOrEmpty(values.priority));
  data.append('change_type_id', idOrEmpty(values.changeType));
  data.append('location_id', idOrEmpty(values.location));
  data.append('impact_id', idOrEmpty(values.impact));
  data.append('department_id', idOrEmpty(values.department));
  data.append('team_id', idOrEmpty(values.team));
  data.append('identifier', values.identifier);
  data.append('description', values.description);
  if (values.attachment) data.append('attachment', values.attachment);
  if (values.id !== undefined) data.append('attachment_delete', values.attachmentDelete ? '1' : '0');
  return data;
}

function savedId(body: unknown): number | undefined {
  const data = isObject(body) ? body.data : undefined;
  if (!isObject(data)) return undefined;
  const nested = isObject(data.data) ? data.data.id : undefined;
  const id = Number(data.id ?? nested);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Creates (no id) or updates (with id) a change; a create from a problem or a ticket is linked to it. */
export async function saveChange(
  http: AxiosInstance,
  values: ChangeSaveValues,
  origin: ChangeOrigin = {},
): Promise<SaveChangeResult> {
  const response = await http.post('/service-desk/api/change', changeFormData(values, origin));
  return { message: readMessage(response.data), id: values.id ?? savedId(response.data) };
}
