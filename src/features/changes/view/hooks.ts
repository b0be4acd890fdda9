import { useCallback } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assignChange,
  attachChangeAssets,
  attachChangeTickets,
  attachRelease,
  closeChange,
  deleteChange,
  deleteChangePlanning,
  detachChangeAsset,
  detachChangeTask,
  detachChangeTicket,
  detachRelease,
  fetchChangeActions,
  fetchChangeLog,
  fetchChangePlanning,
  fetchChangePlanningEntry,
  fetchChangeTasks,
  fetchChangeTickets,
  fetchChangeView,
  saveChangePlanning,
  updateActivityDuration,
  type ChangePlanningInput,
  type ChangePlanningKey,
  type TicketLinkType,
} from '../../../api/changeView';
import { fetchAssetList } from '../../../api/problemAssociates';
import type { TableQuery } from '../../../api/paging';
import type { ActivityLogPage, ActivityLogParams } from '../../../ui/ActivityLog';
import { useHttp } from '../../../ui/PluginContext';

/** Everything about one change in the view lives under ['change-view', id]. */
export const changeViewKeys = {
  all: (id: number) => ['change-view', id] as const,
  detail: (id: number) => ['change-view', id, 'detail'] as const,
  actions: (id: number) => ['change-view', id, 'actions'] as const,
  log: (id: number) => ['change-view', id, 'log'] as const,
  planning: (id: number) => ['change-view', id, 'planning'] as const,
  planningEntry: (id: number, key: ChangePlanningKey) => ['change-view', id, 'planning-entry', key] as const,
  assets: (id: number) => ['change-view', id, 'assets'] as const,
  tickets: (id: number) => ['change-view', id, 'tickets'] as const,
  tasks: (id: number) => ['change-view', id, 'tasks'] as const,
  comments: (id: number) => ['change-view', id, 'comments'] as const,
};

export function useChangeView(id: number) {
  const http = useHttp();
  return useQuery({ queryKey: changeViewKeys.detail(id), queryFn: ({ signal }) => fetchChangeView(http, id, signal) });
}

export function useChangeActions(id: number) {
  const http = useHttp();
  return useQuery({
    queryKey: changeViewKeys.actions(id),
    queryFn: ({ signal }) => fetchChangeActions(http, id, signal),
  });
}

/** Refreshes the change, its flags, its log and every tab. */
export function useRefreshChange(id: number) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: changeViewKeys.all(id) });
  }, [queryClient, id]);
}

export function useChangeLogLoader(id: number) {
  const http = useHttp();
  return useCallback(
    (params: ActivityLogParams, signal: AbortSignal): Promise<ActivityLogPage> =>
      fetchChangeLog(http, id, params, signal),
    [http, id],
  );
}

/** A mutation that refreshes the whole view once it has run (whether it failed or not). */
function useChangeMutation<TInput>(id: number, run: (input: TInput) => Promise<string>) {
  const refresh = useRefreshChange(id);
  return useMutation({ mutationFn: run, onSettled: refresh });
}

export function useCloseChange(id: number) {
  const http = useHttp();
  return useChangeMutation<void>(id, () => closeChange(http, id));
}

export function useDeleteChange(id: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteChange(http, id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['changes'] });
    },
  });
}

export function useAssignChange(id: number) {
  const http = useHttp();
  return useChangeMutation<number>(id, (assigneeId) => assignChange(http, id, assigneeId));
}

export function useUpdateActivityDuration(id: number) {
  const http = useHttp();
  return useChangeMutation<number>(id, (minutes) => updateActivityDuration(http, id, minutes));
}

export function useAttachRelease(id: number) {
  const http = useHttp();
  return useChangeMutation<number>(id, (releaseId) => attachRelease(http, id, releaseId));
}

export function useDetachRelease(id: number) {
  const http = useHttp();
  return useChangeMutation<void>(id, () => detachRelease(http, id));
}

/* ---------- planning ---------- */

export function useChangePlanning(id: number) {
  const http = useHttp();
  return useQuery({
    queryKey: changeViewKeys.planning(id),
    queryFn: ({ signal }) => fetchChangePlanning(http, id, signal),
  });
}

export function useChangePlanningEntry(id: number, key: ChangePlanningKey | null) {
  const http = useHttp();
  return useQuery({
    queryKey: changeViewKeys.planningEntry(id, key ?? 'reason'),
    queryFn: ({ signal }) => fetchChangePlanningEntry(http, id, key as ChangePlanningKey, signal),
    enabled: key !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useSaveChangePlanning(id: number) {
  const http = useHttp();
  return useChangeMutation<ChangePlanningInput>(id, (input) => saveChangePlanning(http, id, input));
}

export function useDeleteChangePlanning(id: number) {
  const http = useHttp();
  return useChangeMutation<ChangePlanningKey>(id, (key) => deleteChangePlanning(http, id, key));
}

/* ---------- assets, tickets, tasks ---------- */

export function useChangeAssets(id: number, query: TableQuery) {
  const http = useHttp();
  return useQuery({
    queryKey: [...changeViewKeys.assets(id), query],
    queryFn: ({ signal }) => fetchAssetList(http, query, { change_ids: [id] }, {}, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAttachChangeAssets(id: number) {
  const http = useHttp();
  return useChangeMutation<number[]>(id, (assetIds) => attachChangeAssets(http, id, assetIds));
}

export function useDetachChangeAsset(id: number) {
  const http = useHttp();
  return useChangeMutation<number>(id, (assetId) => detachChangeAsset(http, id, assetId));
}

export function useChangeTickets(id: number, query: TableQuery) {
  const http = useHttp();
  return useQuery({
    queryKey: [...changeViewKeys.tickets(id), query],
    queryFn: ({ signal }) => fetchChangeTickets(http, id, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAttachChangeTickets(id: number) {
  const http = useHttp();
  return useChangeMutation<{ ticketIds: number[]; type: TicketLinkType }>(id, ({ ticketIds, type }) =>
    attachChangeTickets(http, id, ticketIds, type),
  );
}

export function useDetachChangeTicket(id: number) {
  const http = useHttp();
  return useChangeMutation<{ ticketId: number; type: TicketLinkType }>(id, ({ ticketId, type }) =>
    detachChangeTicket(http, id, ticketId, type),
  );
}

export function useChangeTasks(id: number, query: TableQuery) {
  const http = useHttp();
  return useQuery({
    queryKey: [...changeViewKeys.tasks(id), query],
    queryFn: ({ signal }) => fetchChangeTasks(http, id, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDetachChangeTask(id: number) {
  const http = useHttp();
  return useChangeMutation<number>(id, (taskId) => detachChangeTask(http, id, taskId));
}
