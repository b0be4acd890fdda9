import { keepPreviousData, useMutation, usePrefetchQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteProblem, fetchProblemList, type ProblemListFilters } from '../../api/problems';
import type { TableQuery } from '../../api/paging';
import { useHttp } from '../../ui/PluginContext';

export const problemKeys = {
  all: ['problems'] as const,
  list: (query: TableQuery, filters: ProblemListFilters) => ['problems', 'list', query, filters] as const,
};

/**
 * The request starts while the screen renders (usePrefetchQuery), not in the effect after the
 * first paint; useQuery then takes over that same request, so the page is still fetched once.
 */
export function useProblemList(query: TableQuery, filters: ProblemListFilters) {
  const http = useHttp();
  const queryKey = problemKeys.list(query, filters);
  const queryFn = ({ signal }: { signal: AbortSignal }) => fetchProblemList(http, query, filters, signal);
  usePrefetchQuery({ queryKey, queryFn });
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
