import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  attachChange,
  closeProblem,
  deleteProblem,
  detachChange,
  fetchProblem,
  fetchProblemActions,
  fetchProblemLog,
  type ProblemLogQuery,
} from '../../../api/problemView';
import type { ActivityLogPage } from '../../../ui/ActivityLog';
import { DELAY_MS } from '../../../ui/constants';
import { useTimeout } from '../../../ui/hooks/useTimeout';
import { useHttp } from '../../../ui/PluginContext';

/** Everything about one problem lives under ['problems', id]; invalidating that prefix refreshes it all. */
export const problemViewKeys = {
  problem: (id: number) => ['problems', id] as const,
  detail: (id: number) => ['problems', id, 'detail'] as const,
  actions: (id: number) => ['problems', id, 'actions'] as const,
  log: (id: number) => ['problems', id, 'log'] as const,
};

export function useProblem(id: number) {
  const http = useHttp();
  return useQuery({
    queryKey: problemViewKeys.detail(id),
    queryFn: ({ signal }) => fetchProblem(http, id, signal),
  });
}

export function useProblemActions(id: number) {
  const http = useHttp();
  return useQuery({
    queryKey: problemViewKeys.actions(id),
    queryFn: ({ signal }) => fetchProblemActions(http, id, signal),
  });
}

/** The page loader of the problem's activity log, in the shape the shared ActivityLog takes. */
export function useProblemLogLoader(id: number) {
  const http = useHttp();
  return useCallback(
    async (params: ProblemLogQuery, signal: AbortSignal): Promise<ActivityLogPage> => {
      const page = await fetchProblemLog(http, id, params, signal);
      return { entries: page.entries, total: page.total };
    },
    [http, id],
  );
}

/** The prefix of the planning, assets and tickets tabs' queries (see ../associates/hooks.ts). */
const associatesKey = (id: number) => ['problem-associates', id] as const;

/** Refreshes the problem, its action flags and its associates' tabs now, and its log a second later. */
export function useRefreshProblem(id: number) {
  const queryClient = useQueryClient();
  const { schedule } = useTimeout();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: problemViewKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: problemViewKeys.actions(id) });
    void queryClient.invalidateQueries({ queryKey: associatesKey(id) });
    schedule(() => void queryClient.invalidateQueries({ queryKey: problemViewKeys.log(id) }), DELAY_MS.logReload);
  }, [queryClient, id, schedule]);
}

export function useCloseProblem(id: number) {
  const http = useHttp();
  const refresh = useRefreshProblem(id);
  return useMutation({ mutationFn: () => closeProblem(http, id), onSettled: refresh });
}

export function useDeleteProblemFromView(id: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProblem(http, id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['problems', 'list'] });
    },
  });
}

export function useAttachChange(id: number) {
  const http = useHttp();
  const refresh = useRefreshProblem(id);
  return useMutation({ mutationFn: (changeId: number) => attachChange(http, id, changeId), onSuccess: refresh });
}

export function useDetachChange(id: number) {
  const http = useHttp();
  const refresh = useRefreshProblem(id);
  return useMutation({ mutationFn: (changeId: number) => detachChange(http, id, changeId), onSettled: refresh });
}
