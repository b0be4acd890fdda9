import type { AxiosInstance } from 'axios';
import { ApiError } from './errors';
import { pagingParams, type TableQuery } from './paging';
import { fetchAssetList, type AssetRow } from './problemAssociates';
import { readMessage, readPage, type Page } from './responses';

/** Whose associates a card shows. */
export type AssociateScope = 'ticket' | 'user' | 'organization';

/** The link between a ticket and a change: initiating (the ticket started it) or initiated. */
export type TicketChangeType = 'initiating' | 'initiated';

export interface TicketChangeRow {
  id: number;
  change_number: string;
  subject: string;
  type: TicketChangeType;
  created_at: string;
}

export interface ContractRow {
  id: number;
  name: string;
  cost: number | string | null;
  contract_start_date: string | null;
  contract_end_date: string | null;
}

/** What the signed-in user may do on a ticket (the actions object). */
export interface TicketActions {
  attach_asset: boolean;
  show_attach_assets: boolean;
  show_attach_new_problem: boolean;
  show_attach_existing_problem: boolean;
  show_detach_problem: boolean;
  attach_change_initiated: boolean;
  attach_change_initiating: boolean;
  detach_change: boolean;
  show_detach_asset: boolean;
}

/** The associated problem of a ticket, as the problem row shows it. */
export interface TicketProblem {
  id: number;
  name: string;
  redirect_to: string;
}

export interface Permission {
  id: number;
  key: string;
  name: string;
}

const UNREADABLE = 'The server sent an answer that could not be read. Please try again.';

function dataOf(body: unknown): Record<string, unknown> {
  const data = (body as { data?: unknown } | null)?.data;
  if (typeof data !== 'object' || data === null) throw new ApiError(UNREADABLE);
  return data as Record<string, unknown>;
}

const archiveParam = (isArchive: boolean) => (isArchive ? 1 : undefined);

/* ---------- associates ---------- */

export function fetchAssociateAssets(
  http: AxiosInstance,
  scope: AssociateScope,
  id: number,
  isArchive: boolean,
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Page<AssetRow>> {
  const owner = scope === 'ticket' ? 'ticket_ids' : scope === 'user' ? 'used_by_ids' : 'org_ids';
  return fetchAssetList(http, query, { [owner]: [id], isArchive: archiveParam(isArchive) }, {}, signal);
}

export async function fetchTicketChanges(
  http: AxiosInstance,
  ticketId: number,
  isArchive: boolean,
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Page<TicketChangeRow>> {
  const response = await http.get('/service-desk/api/attached-change/ticket', {
    params: { ticket_id: ticketId, isArchive: archiveParam(isArchive), ...pagingParams(query) },
    signal,
  });
  return readPage<TicketChangeRow>(response.data, 'changes');
}

export async function fetchAssociateContracts(
  http: AxiosInstance,
  scope: AssociateScope,
  id: number,
  isArchive: boolean,
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Page<ContractRow>> {
  const paging = pagingParams(query);
  if (scope === 'user') {
    const response = await http.get('/service-desk/api/contract-list', {
      params: { user_ids: [id], ...paging },
      signal,
    });
    return readPage<ContractRow>(response.data, 'contracts');
  }
  const path =
    scope === 'ticket' ? `/service-desk/api/contract/ticket/${id}` : `/service-desk/contract/organization/${id}`;
  const params = scope === 'ticket' ? { isArchive: archiveParam(isArchive), ...paging } : paging;
  const response = await http.get(path, { params, signal });
  return readPage<ContractRow>(response.data, 'data');
}

export async function detachTicketAsset(http: AxiosInstance, ticketId: number, assetId: number): Promise<string> {
  const response = await http.delete(`/service-desk/api/detach-asset/${ticketId}/${assetId}`);
  return readMessage(response.data);
}

export async function detachTicketChange(
  http: AxiosInstance,
  ticketId: number,
  changeId: number,
  type: TicketChangeType,
): Promise<string> {
  const response = await http.delete('/service-desk/api/detach-change/ticket', {
    params: { ticket_id: ticketId, change_id: changeId, type },
  });
  return readMessage(response.data);
}

/* ---------- actions ---------- */

/** The actions object of a ticket for the signed-in user (data.actions of the permissions call). */
export async function fetchTicketActions(
  http: AxiosInstance,
  ticketId: number,
  signal?: AbortSignal,
): Promise<TicketActions> {
  const response = await http.get('/service-desk/get/permissions', { params: { ticket_id: ticketId }, signal });
  const actions = dataOf(response.data).actions;
  if (typeof actions !== 'object' || actions === null) throw new ApiError(UNREADABLE);
  return actions as TicketActions;
}

export async function attachTicketAssets(http: AxiosInstance, ticketId: number, assetIds: number[]): Promise<string> {
  const response = await http.post('/service-desk/api/ticket-attach-assets', {
    ticket_id: ticketId,
    asset_ids: assetIds,
  });
  return readMessage(response.data);
}

export async function attachTicketChange(
  http: AxiosInstance,
  ticketId: number,
  changeId: number,
  type: TicketChangeType,
): Promise<string> {
  const response = await http.post('/service-desk/api/attach-change/ticket', {
    ticket_id: ticketId,
    change_id: changeId,
    type,
  });
  return readMessage(response.data);
}

export async function attachProblemToTicket(http: AxiosInstance, ticketId: number, problemId: number): Promise<string> {
  const response = await http.post(`/service-desk/api/problem-attach-ticket/${ticketId}/${problemId}`);
  return readMessage(response.data);
}

export async function detachProblemFromTicket(
  http: AxiosInstance,
  problemId: number,
  ticketId: number,
): Promise<string> {
  const response = await http.delete(`/service-desk/api/problem-detach-ticket/${problemId}/${ticketId}`);
  return readMessage(response.data);
}

/** The problem a ticket belongs to, read from the problem list filtered by the ticket; null when none. */
export async function fetchTicketProblem(
  http: AxiosInstance,
  ticketId: number,
  signal?: AbortSignal,
): Promise<TicketProblem | null> {
  const response = await http.get('/service-desk/api/problem-list', {
    params: { ticket_ids: [ticketId], limit: 1 },
    signal,
  });
  const page = readPage<{ id: number; subject: string }>(response.data, 'problems');
  const row = page.rows[0];
  return row ? { id: row.id, name: row.subject, redirect_to: `/service-desk/problem/${row.id}/show` } : null;
}

/** The generic form structure (GET /api/form/render), e.g. of the change form before it is shown. */
export async function fetchFormRender(
  http: AxiosInstance,
  category: string,
  signal?: AbortSignal,
): Promise<Record<string, unknown>> {
  const response = await http.get('/api/form/render', {
    params: { category, scenario: 'create', panel: 'agent' },
    signal,
  });
  return dataOf(response.data);
}

/* ---------- permissions ---------- */

export interface PermissionList {
  permissions: Permission[];
  /** The permissions granted to the user asked about (when a user id was sent). */
  grantedIds: number[];
}

export async function fetchPermissions(
  http: AxiosInstance,
  { role, userId }: { role?: 'user'; userId?: number } = {},
  signal?: AbortSignal,
): Promise<PermissionList> {
  const response = await http.get('/service-desk/get/permissions', {
    params: { limit: 'all', role, user_id: userId },
    signal,
  });
  const data = dataOf(response.data);
  if (!Array.isArray(data.permissions)) throw new ApiError(UNREADABLE);
  const granted = Array.isArray(data.user_permission_ids) ? (data.user_permission_ids as number[]) : [];
  return { permissions: data.permissions as Permission[], grantedIds: granted };
}

export async function saveUserPermissions(
  http: AxiosInstance,
  userId: number,
  permissionIds: number[],
): Promise<string> {
  const response = await http.post('/api/user/attach-permissions', {
    user_id: userId,
    permission_ids: permissionIds,
    _method: 'PATCH',
  });
  return readMessage(response.data);
}
