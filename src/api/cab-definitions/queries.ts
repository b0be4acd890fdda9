import type { AxiosInstance } from 'axios';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ListQuery } from '../listParams';
import { deleteCab, deleteCabLevel, fetchCab, fetchCabPage } from './calls';

export const cabDefinitionKeys = {
  all: ['cab-definitions'] as const,
  lists: () => ['cab-definitions', 'list'] as const,
  list: (query: ListQuery) => ['cab-definitions', 'list', query] as const,
  detail: (id: number) => ['cab-definitions', id] as const,
  forEdit: (id: number) => ['cab-definitions', id, 'edit'] as const,
};

export const cabDefinitionQueries = {
  list: (http: AxiosInstance, query: ListQuery) =>
    queryOptions({
      queryKey: cabDefinitionKeys.list(query),
      queryFn: ({ signal }) => fetchCabPage(http, query, signal),
      placeholderData: keepPreviousData,
    }),
  detail: (http: AxiosInstance, id: number) =>
    queryOptions({ queryKey: cabDefinitionKeys.detail(id), queryFn: ({ signal }) => fetchCab(http, id, signal) }),
  /** The form always starts from the stored definition, never from a cached copy. */
  forEdit: (http: AxiosInstance, id: number) =>
    queryOptions({
      queryKey: cabDefinitionKeys.forEdit(id),
      queryFn: ({ signal }) => fetchCab(http, id, signal),
      staleTime: 0,
      gcTime: 0,
    }),
};

export const cabDefinitionMutations = {
  remove: (http: AxiosInstance) =>
    mutationOptions({
      mutationFn: (id: number) => deleteCab(http, id),
      onSettled: (_message, _error, _id, _result, { client }) =>
        client.invalidateQueries({ queryKey: cabDefinitionKeys.lists() }),
    }),
  /** Deleting a stored level changes the definition: its views and the list's updated_at. */
  removeLevel: (http: AxiosInstance) =>
    mutationOptions({
      mutationFn: (levelId: number) => deleteCabLevel(http, levelId),
      onSuccess: (_message, _id, _result, { client }) =>
        client.invalidateQueries({ queryKey: cabDefinitionKeys.lists() }),
    }),
};
