import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteProblem, fetchProblemList, type ProblemListFilters } from '../../api/problems';
import type { TableQuery } from '../../api/paging';
import { useHttp } from '../../ui/PluginContext';

export const problemKeys = {
  all: ['problems'] as const,
  list: (query: TableQuery, filters: ProblemListFilters) => ['problems', 'list', query, filters] as const,
};

export function useProblemList(query: TableQuery, filters: ProblemListFilters) {
  const http = useHttp();
  return useQuery({
    queryKey: problemKeys.list(query, filters),
    queryFn: ({ signal }) => fetchProblemList(http, query, filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteProblem() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteProblem(http, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: problemKeys.all }),
  });
}
