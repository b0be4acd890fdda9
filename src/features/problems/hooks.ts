import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchProblemList, problemListQuery, problemRemoval, type ProblemListFilters } from '@/api/problems';
import { useEarlyRequest } from '@/api/useEarlyRequest';
import { usePluginContext } from '@/host/PluginContext';
import { sessionKey } from '@/host/sessionKey';
import type { TableQuery } from '@/ui/table/useTableQuery';

/**
 * The first page's request is the one the route's loader started (prefetchProblemList) or, when
 * there is none, starts while the screen renders (useEarlyRequest): still once.
 */
export function useProblemList(query: TableQuery, filters: ProblemListFilters) {
  const { host, http } = usePluginContext();
  const list = problemListQuery(http, query, filters);
  const queryFn = useEarlyRequest(
    list.queryKey,
    (signal) => fetchProblemList(http, query, filters, signal),
    sessionKey(host),
  );
  return useQuery({ ...list, queryFn });
}

export function useDeleteProblem() {
  const { http } = usePluginContext();
  return useMutation(problemRemoval(http));
}
