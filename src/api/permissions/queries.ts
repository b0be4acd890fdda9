import type { AxiosInstance } from 'axios';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
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
    queryOptions({
      queryKey: permissionKeys.list(role ?? 'all', userId ?? null),
      queryFn: ({ signal }) => fetchPermissions(http, { role, userId }, signal),
      staleTime: 0,
    }),
  ticketActions: (http: AxiosInstance, ticketId: number) =>
    queryOptions({
      queryKey: permissionKeys.ticketActions(ticketId),
      queryFn: ({ signal }) => fetchTicketActions(http, ticketId, signal),
    }),
  canAttachAssets: (http: AxiosInstance) =>
    queryOptions({
      queryKey: permissionKeys.canAttachAssets(),
      queryFn: ({ signal }) => fetchCanAttachAssets(http, signal),
      retry: false,
    }),
};

export const permissionMutations = {
  saveForUser: (http: AxiosInstance, userId: number) =>
    mutationOptions({
      mutationFn: (permissionIds: number[]) => saveUserPermissions(http, userId, permissionIds),
      onSuccess: (_message, _ids, _result, { client }) =>
        client.invalidateQueries({ queryKey: permissionKeys.lists() }),
    }),
};
