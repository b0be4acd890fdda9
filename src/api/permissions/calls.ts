import type { AxiosInstance } from 'axios';
import { unreadableAnswer } from '../errors';
import type { Params } from '../params';
import { isObject, readMessage } from '../responses';
import type { Permission, PermissionList, TicketActions } from './types';

/**
 * GET /service-desk/get/permissions, the one call that answers the permission list, a ticket's
 * actions and the user's own actions: its body.data, or an empty object when it has none.
 */
async function fetchPermissionData(http: AxiosInstance, params: Params, signal?: AbortSignal) {
  const response = await http.get('/service-desk/get/permissions', { params, signal });
  const data = isObject(response.data) ? response.data.data : undefined;
  return isObject(data) ? data : {};
}

export async function fetchPermissions(
  http: AxiosInstance,
  { role, userId }: { role?: 'user'; userId?: number } = {},
  signal?: AbortSignal,
): Promise<PermissionList> {
  const data = await fetchPermissionData(http, { limit: 'all', role, user_id: userId }, signal);
  if (!Array.isArray(data.permissions)) throw unreadableAnswer();
  const granted = Array.isArray(data.user_permission_ids) ? (data.user_permission_ids as number[]) : [];
  return { permissions: data.permissions as Permission[], grantedIds: granted };
}

/** The actions object of a ticket for the signed-in user (data.actions). */
export async function fetchTicketActions(
  http: AxiosInstance,
  ticketId: number,
  signal?: AbortSignal,
): Promise<TicketActions> {
  const { actions } = await fetchPermissionData(http, { ticket_id: ticketId }, signal);
  if (!isObject(actions)) throw unreadableAnswer();
  return actions as unknown as TicketActions;
}

/** Whether the user may attach assets (data.actions.attach_asset); allowed unless the answer says no. */
export async function fetchCanAttachAssets(http: AxiosInstance, signal?: AbortSignal): Promise<boolean> {
  const { actions } = await fetchPermissionData(http, {}, signal);
  const allowed = isObject(actions) ? actions.attach_asset : undefined;
  return allowed !== false && allowed !== 0 && allowed !== '0';
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
