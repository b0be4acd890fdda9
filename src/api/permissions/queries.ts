import type { AxiosInstance } from 'axios';
import { invalidates, reloadOnSuccess } from '../query/mutations';
import { readQuery } from '../query/options';
import { fetchCanAttachAssets, fetchPermissions, fetchTicketActions, saveUserPermissions } from './calls';

export const permissionKeys = {
  all: ['permissions'] as const,
  lists: () => ['permissions', 'list'] as const,
  list: (role: string, userId: number | null) => ['permissions', 'list', role, userId] as const,
  ticketActions: (ticketId: number) => ['permissions', 'ticket', ticketId] as const,
  canAttachAssets: () => ['permissions', 'attach-assets'] as const,
};

export const permissionQueries = {
  list: (http: AxiosInstance, { role, userId }: { role?: 'user'; userId?: number } = {}) =>
    readQuery(
      permissionKeys.list(role ?? 'all', userId ?? null),
      (signal) => fetchPermissions(http, { role, userId }, signal),
      { staleTime: 0 },
    ),
  ticketActions: (http: AxiosInstance, ticketId: number) =>
    readQuery(permissionKeys.ticketActions(ticketId), (signal) => fetchTicketActions(http, ticketId, signal)),
  canAttachAssets: (http: AxiosInstance) =>
    readQuery(permissionKeys.canAttachAssets(), (signal) => fetchCanAttachAssets(http, signal), { retry: false }),
};

export const permissionMutations = {
  saveForUser: (http: AxiosInstance, userId: number) =>
    reloadOnSuccess(
      (permissionIds: number[]) => saveUserPermissions(http, userId, permissionIds),
      invalidates(permissionKeys.lists()),
    ),
};
