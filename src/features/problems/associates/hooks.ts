import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  attachProblemAssets,
  attachProblemTickets,
  deletePlanningEntry,
  detachProblemAsset,
  detachProblemTicket,
  fetchPlanningEntry,
  fetchProblemAssets,
  fetchProblemPlanning,
  fetchProblemTickets,
  runTicketBulkAction,
  savePlanningEntry,
  type BulkAction,
  type PlanningInput,
  type PlanningKey,
} from '../../../api/problemAssociates';
import type { TableQuery } from '../../../api/paging';
import { useHttp } from '../../../ui/PluginContext';

export const associateKeys = {
  all: (problemId: number) => ['problem-associates', problemId] as const,
  planning: (problemId: number) => ['problem-associates', problemId, 'planning'] as const,
  planningEntry: (problemId: number, identifier: PlanningKey) =>
    ['problem-associates', problemId, 'planning-entry', identifier] as const,
  assets: (problemId: number) => ['problem-associates', problemId, 'assets'] as const,
  tickets: (problemId: number) => ['problem-associates', problemId, 'tickets'] as const,
};

/* ---------- planning ---------- */

export function useProblemPlanning(problemId: number) {
  const http = useHttp();
  return useQuery({
    queryKey: associateKeys.planning(problemId),
    queryFn: ({ signal }) => fetchProblemPlanning(http, problemId, signal),
  });
}

export function usePlanningEntry(problemId: number, identifier: PlanningKey | null) {
  const http = useHttp();
  return useQuery({
    queryKey: associateKeys.planningEntry(problemId, identifier ?? 'root-cause'),
    queryFn: ({ signal }) => fetchPlanningEntry(http, problemId, identifier as PlanningKey, signal),
    enabled: identifier !== null,
    // The form starts from what the server holds now.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useSavePlanning(problemId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlanningInput) => savePlanningEntry(http, problemId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: associateKeys.planning(problemId) }),
  });
}

export function useDeletePlanning(problemId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (identifier: PlanningKey) => deletePlanningEntry(http, problemId, identifier),
    onSettled: () => queryClient.invalidateQueries({ queryKey: associateKeys.planning(problemId) }),
  });
}

/* ---------- assets ---------- */

export function useProblemAssets(problemId: number, query: TableQuery) {
  const http = useHttp();
  return useQuery({
    queryKey: [...associateKeys.assets(problemId), query],
    queryFn: ({ signal }) => fetchProblemAssets(http, problemId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDetachAsset(problemId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assetId: number) => detachProblemAsset(http, problemId, assetId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: associateKeys.assets(problemId) }),
  });
}

export function useAttachAssets(problemId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assetIds: number[]) => attachProblemAssets(http, problemId, assetIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: associateKeys.assets(problemId) }),
  });
}

/* ---------- tickets ---------- */

export function useProblemTickets(problemId: number, query: TableQuery) {
  const http = useHttp();
  return useQuery({
    queryKey: [...associateKeys.tickets(problemId), query],
    queryFn: ({ signal }) => fetchProblemTickets(http, problemId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDetachTicket(problemId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: number) => detachProblemTicket(http, problemId, ticketId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: associateKeys.tickets(problemId) }),
  });
}

export function useAttachTickets(problemId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketIds: number[]) => attachProblemTickets(http, problemId, ticketIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: associateKeys.tickets(problemId) }),
  });
}

export function useTicketBulkAction(problemId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketIds, action }: { ticketIds: number[]; action: BulkAction }) =>
      runTicketBulkAction(http, ticketIds, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: associateKeys.tickets(problemId) }),
  });
}
