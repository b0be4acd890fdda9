import type { AxiosInstance } from 'axios';
import { queryOptions } from '@tanstack/react-query';
import type { ParamValue } from '../params';
import { fetchDependency, fetchLookupChoices } from './calls';

export const dependencyKeys = {
  all: ['dependencies'] as const,
  search: (name: string, supplements: string | number | undefined, search: string) =>
    ['dependencies', name, 'search', supplements ?? null, search] as const,
  labels: (name: string, ids: number[]) => ['dependencies', name, 'labels', ids] as const,
  choices: (name: string, extra: Record<string, ParamValue>) => ['dependencies', name, 'choices', extra] as const,
};

export const dependencyQueries = {
  /**
   * One page of options per lookup, supplements and search text: an answer to an older search
   * can never replace the options of the current one.
   */
  search: (
    http: AxiosInstance,
    name: string,
    { search, supplements }: { search: string; supplements?: string | number },
  ) =>
    queryOptions({
      queryKey: dependencyKeys.search(name, supplements, search),
      queryFn: ({ signal }) => fetchDependency(http, name, { search: search || undefined, supplements }, signal),
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
