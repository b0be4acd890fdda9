import type { AxiosInstance } from 'axios';
import type { ListQuery } from '../listParams';
import { removal } from '../query/mutations';
import { pagedQuery } from '../query/options';
import { readMessage } from '../responses';
import { problemKeys } from './keys';
import { fetchProblemList } from './list';
import type { ProblemListFilters } from './types';

/**
 * What the problem list uses, its page and the deletion of a row, apart from the other problem
 * queries: the list's chunk then carries no other problem call and no other resource's keys.
 */
export function problemListQuery(http: AxiosInstance, query: ListQuery, filters: ProblemListFilters) {
  return pagedQuery(problemKeys.list(query, filters), (signal) => fetchProblemList(http, query, filters, signal));
}

export async function deleteProblem(http: AxiosInstance, id: number): Promise<string> {
  return readMessage((await http.delete(`/service-desk/api/problem-delete/${id}`)).data);
}

export function problemRemoval(http: AxiosInstance) {
  return removal((id: number) => deleteProblem(http, id), problemKeys.lists());
}
