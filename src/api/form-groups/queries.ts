import type { AxiosInstance } from 'axios';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ListQuery } from '../listParams';
import { deleteFormGroup, fetchFormGroup, fetchFormGroupPage } from './calls';
import type { FormGroupCategory } from './types';

/** One root per category: a save makes that category's lists and records stale. */
const root = (category: FormGroupCategory): string => `form-groups-${category}`;

export const formGroupKeys = {
  all: (category: FormGroupCategory) => [root(category)] as const,
  lists: (category: FormGroupCategory) => [root(category), 'list'] as const,
  list: (category: FormGroupCategory, query: ListQuery) => [root(category), 'list', query] as const,
  forEdit: (category: FormGroupCategory, id: number) => [root(category), id, 'edit'] as const,
};

/** The list and the record of one category's groups, and their delete. */
export function formGroupQueries(category: FormGroupCategory) {
  return {
    list: (http: AxiosInstance, query: ListQuery) =>
      queryOptions({
        queryKey: formGroupKeys.list(category, query),
        queryFn: ({ signal }) => fetchFormGroupPage(http, category, query, signal),
        placeholderData: keepPreviousData,
      }),
    /** The form always starts from the stored group, never from a cached copy. */
    forEdit: (http: AxiosInstance, id: number) =>
      queryOptions({
        queryKey: formGroupKeys.forEdit(category, id),
        queryFn: ({ signal }) => fetchFormGroup(http, category, id, signal),
        staleTime: 0,
        gcTime: 0,
      }),
    remove: (http: AxiosInstance) =>
      mutationOptions({
        mutationFn: (id: number) => deleteFormGroup(http, category, id),
        onSettled: (_message, _error, _id, _result, { client }) =>
          client.invalidateQueries({ queryKey: formGroupKeys.lists(category) }),
      }),
  };
}
