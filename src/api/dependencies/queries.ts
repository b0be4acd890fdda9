import type { AxiosInstance } from 'axios';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ParamValue } from '../params';
import { fetchDependency, fetchDependencyPage, fetchLookupChoices, LOOKUP_PAGE_SIZE } from './calls';
import type { LookupParams } from './types';

export const dependencyKeys = {
  all: ['dependencies'] as const,
  search: (name: string, params: LookupParams | undefined, search: string) =>
    ['dependencies', name, 'search', params ?? null, search] as const,
  pages: (name: string, params: LookupParams | undefined, search: string) =>
    ['dependencies', name, 'pages', params ?? null, search] as const,
  labels: (name: string, ids: number[]) => ['dependencies', name, 'labels', ids] as const,
  choices: (name: string, extra: Record<string, ParamValue>) => ['dependencies', name, 'choices', extra] as const,
};

export const dependencyQueries = {
  /**
   * One page of options per lookup, parameters and search text: an answer to an older search
   * can never replace the options of the current one.
   */
  search: (http: AxiosInstance, name: string, { search, params }: { search: string; params?: LookupParams }) =>
    queryOptions({
      queryKey: dependencyKeys.search(name, params, search),
      queryFn: ({ signal }) => fetchDependency(http, name, { search: search || undefined, params }, signal),
    }),
  /** The options page after page (a pick dialog's "more"), per lookup, parameters and search text. */
  pages: (http: AxiosInstance, name: string, { search, params }: { search: string; params?: LookupParams }) =>
    infiniteQueryOptions({
      queryKey: dependencyKeys.pages(name, params, search),
      queryFn: ({ pageParam, signal }) =>
        fetchDependencyPage(http, name, { search: search || undefined, params, page: pageParam }, signal),
      initialPageParam: 1,
      getNextPageParam: (last, all) =>
        last.rows.length === LOOKUP_PAGE_SIZE && all.length * LOOKUP_PAGE_SIZE < last.total
          ? all.length + 1
          : undefined,
    }),
  /** The names of chosen ids. */
  labels: (http: AxiosInstance, name: string, ids: number[]) =>
    queryOptions({
      queryKey: dependencyKeys.labels(name, ids),
      queryFn: ({ signal }) => fetchDependency(http, name, { ids }, signal),
    }),
  choices: (http: AxiosInstance, name: string, extra: Record<string, ParamValue> = {}) =>
    queryOptions({
      queryKey: dependencyKeys.choices(name, extra),
      queryFn: ({ signal }) => fetchLookupChoices(http, name, extra, signal),
    }),
};
