import type { AxiosInstance } from 'axios';
import { filterParams, pagingParams, type ListQuery } from '../listParams';
import { readPage, type Page } from '../responses';
import type { ProblemListFilters, ProblemRow } from './types';

/**
 * The problem list's call, in a module of its own: the problem area's loader asks for the first
 * page with it before the rest of the area (and the other problem calls) has arrived.
 */
export async function fetchProblemList(
  http: AxiosInstance,
  query: ListQuery,
  filters: ProblemListFilters = {},
  signal?: AbortSignal,
): Promise<Page<ProblemRow>> {
  const { created_at, updated_at, ...idFilters } = filters;
  const response = await http.get('/service-desk/api/problem-list', {
    params: { ...pagingParams(query), ...filterParams(idFilters), created_at, updated_at },
    signal,
  });
  return readPage<ProblemRow>(response.data, 'problems');
}
