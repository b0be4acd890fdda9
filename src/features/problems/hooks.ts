import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteProblem, fetchProblemList, type ProblemListFilters } from '../../api/problems';
import type { TableQuery } from '../../api/paging';
import { useEarlyRequest } from '../../ui/hooks/useEarlyRequest';
import { useHttp } from '../../ui/PluginContext';

export const problemKeys = {
  all: ['problems'] as const,
  list: (query: TableQuery, filters: ProblemListFilters) => ['problems', 'list', query, filters] as const,
};

/** The first page's request starts while the screen renders (useEarlyRequest), still once. */
export function useProblemList(query: TableQuery, filters: ProblemListFilters) {
  const http = useHttp();
  const queryKey = problemKeys.list(query, filters);
  const queryFn = useEarlyRequest(queryKey, (signal) => fetchProblemList(http, query, filters, signal));
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
