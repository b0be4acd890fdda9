import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TableQuery } from '../../api/paging';
import {
  attachProblemToTicket,
  attachTicketAssets,
  attachTicketChange,
  detachProblemFromTicket,
  detachTicketAsset,
  detachTicketChange,
  fetchAssociateAssets,
  fetchAssociateContracts,
  fetchPermissions,
  fetchTicketActions,
  fetchTicketChanges,
  fetchTicketProblem,
  saveUserPermissions,
  type AssociateScope,
  type TicketActions,
  type TicketChangeType,
  type TicketProblem,
} from '../../api/ticketSlots';
import { useHttp } from '../../ui/PluginContext';

export const ticketSlotKeys = {
  associates: (scope: AssociateScope, id: number) => ['ticket-slots', 'associates', scope, id] as const,
  actions: (ticketId: number) => ['ticket-slots', 'actions', ticketId] as const,
  problem: (ticketId: number) => ['ticket-slots', 'problem', ticketId] as const,
  permissions: (role: string, userId: number | null) => ['ticket-slots', 'permissions', role, userId] as const,
};

/* ---------- associates ---------- */

export function useAssociateAssets(scope: AssociateScope, id: number, isArchive: boolean, query: TableQuery) {
  const http = useHttp();
  return useQuery({
    queryKey: [...ticketSlotKeys.associates(scope, id), 'assets', isArchive, query],
    queryFn: ({ signal }) => fetchAssociateAssets(http, scope, id, isArchive, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTicketChanges(ticketId: number, isArchive: boolean, query: TableQuery) {
  const http = useHttp();
  return useQuery({
    queryKey: [...ticketSlotKeys.associates('ticket', ticketId), 'changes', isArchive, query],
    queryFn: ({ signal }) => fetchTicketChanges(http, ticketId, isArchive, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAssociateContracts(scope: AssociateScope, id: number, isArchive: boolean, query: TableQuery) {
  const http = useHttp();
  return useQuery({
    queryKey: [...ticketSlotKeys.associates(scope, id), 'contracts', isArchive, query],
    queryFn: ({ signal }) => fetchAssociateContracts(http, scope, id, isArchive, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDetachTicketAsset(ticketId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assetId: number) => detachTicketAsset(http, ticketId, assetId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketSlotKeys.associates('ticket', ticketId) }),
  });
}

export function useDetachTicketChange(ticketId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ changeId, type }: { changeId: number; type: TicketChangeType }) =>
      detachTicketChange(http, ticketId, changeId, type),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketSlotKeys.associates('ticket', ticketId) }),
  });
}

/* ---------- actions and the problem ---------- */

/** The actions object: the host's when it passed one, else fetched for the signed-in user. */
export function useTicketActions(ticketId: number, given?: Partial<TicketActions> | null) {
  const http = useHttp();
  return useQuery({
    queryKey: ticketSlotKeys.actions(ticketId),
    queryFn: ({ signal }) => fetchTicketActions(http, ticketId, signal),
    enabled: !given,
  });
}

/** The ticket's problem: the host's when it passed one, else read from the problem list. */
export function useTicketProblem(ticketId: number, given?: TicketProblem | null) {
  const http = useHttp();
  return useQuery({
    queryKey: ticketSlotKeys.problem(ticketId),
    queryFn: ({ signal }) => fetchTicketProblem(http, ticketId, signal),
    enabled: given === undefined,
  });
}

/**
 * Everything one ticket's slots read, to refetch after the ticket changed. The slots share one
 * cache and each listens to the signal: a refetch already running is kept, not sent again.
 */
export function useRefreshTicket(ticketId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ticketSlotKeys.actions(ticketId) }, { cancelRefetch: false });
    void queryClient.invalidateQueries({ queryKey: ticketSlotKeys.problem(ticketId) }, { cancelRefetch: false });
  };
}

export function useAttachTicketAssets(ticketId: number) {
  const http = useHttp();
  return useMutation({ mutationFn: (assetIds: number[]) => attachTicketAssets(http, ticketId, assetIds) });
}

export function useAttachTicketChange(ticketId: number, type: TicketChangeType) {
  const http = useHttp();
  return useMutation({ mutationFn: (changeId: number) => attachTicketChange(http, ticketId, changeId, type) });
}

export function useAttachExistingProblem(ticketId: number) {
  const http = useHttp();
  return useMutation({ mutationFn: (problemId: number) => attachProblemToTicket(http, ticketId, problemId) });
}

export function useDetachProblem(ticketId: number) {
  const http = useHttp();
  return useMutation({ mutationFn: (problemId: number) => detachProblemFromTicket(http, problemId, ticketId) });
}

/* ---------- permissions ---------- */

export function usePermissionList(options: { role?: 'user'; userId?: number; enabled?: boolean } = {}) {
  const http = useHttp();
  const { role, userId, enabled = true } = options;
  return useQuery({
    queryKey: ticketSlotKeys.permissions(role ?? 'all', userId ?? null),
    queryFn: ({ signal }) => fetchPermissions(http, { role, userId }, signal),
    enabled,
    staleTime: 0,
  });
}

export function useSaveUserPermissions(userId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permissionIds: number[]) => saveUserPermissions(http, userId, permissionIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ticket-slots', 'permissions'] }),
  });
}
