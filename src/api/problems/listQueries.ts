import type { AxiosInstance } from 'axios';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ListQuery } from '../listParams';
import { readMessage } from '../responses';
import { problemKeys } from './keys';
import { fetchProblemList } from './list';
import type { ProblemListFilters } from './types';

/**
 * What the problem list uses, its page and the deletion of a row, apart from the other problem
 * queries: the list's chunk then carries no other problem call and no other resource's keys.
 */
export function problemListQuery(http: AxiosInstance, query: ListQuery, filters: ProblemListFilters) {
  return queryOptions({
    queryKey: problemKeys.list(query, filters),
    queryFn: ({ signal }) => fetchProblemList(http, query, filters, signal),
    placeholderData: keepPreviousData,
  });
}

export async function deleteProblem(http: AxiosInstance, id: number): Promise<string> {
  return readMessage((await http.delete(`/service-desk/api/problem-delete/${id}`)).data);
}

export function problemRemoval(http: AxiosInstance) {
  return mutationOptions({
    mutationFn: (id: number) => deleteProblem(http, id),
    onSettled: (_message, _error, _id, _result, { client }) =>
      client.invalidateQueries({ queryKey: problemKeys.lists() }),
  });
}
