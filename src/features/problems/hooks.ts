import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteProblem, fetchProblemList, type ProblemListFilters } from '../../api/problems';
import type { TableQuery } from '../../api/paging';
import { sessionKey } from '../../host/sessionKey';
import { useEarlyRequest } from '../../ui/hooks/useEarlyRequest';
import { useHttp, usePluginContext } from '../../ui/PluginContext';
import { problemKeys } from './queryKeys';

/**
 * The first page's request is the one the route's loader started (prefetchProblemList) or, when
 * there is none, starts while the screen renders (useEarlyRequest): still once.
 */
export function useProblemList(query: TableQuery, filters: ProblemListFilters) {
  const { host } = usePluginContext();
  const http = useHttp();
  const queryKey = problemKeys.list(query, filters);
  const queryFn = useEarlyRequest(
    queryKey,
    (signal) => fetchProblemList(http, query, filters, signal),
    sessionKey(host),
  );
  return useQuery({ queryKey, queryFn, placeholderData: keepPreviousData });
}

export function useDeleteProblem() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteProblem(http, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: problemKeys.all }),
  });
}
