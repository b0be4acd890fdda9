import type { AxiosInstance } from 'axios';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { changeKeys } from '../changes/queries';
import { deleteChangeFilter, fetchSavedFilter, fetchSavedFilters, saveChangeFilter } from './calls';
import type { SavedFilterPayload } from './types';

export const changeFilterKeys = {
  all: ['change-filters'] as const,
  list: () => ['change-filters', 'list'] as const,
  detail: (id: number) => ['change-filters', id] as const,
};

export const changeFilterQueries = {
  list: (http: AxiosInstance) =>
    queryOptions({ queryKey: changeFilterKeys.list(), queryFn: ({ signal }) => fetchSavedFilters(http, signal) }),
  detail: (http: AxiosInstance, id: number) =>
    queryOptions({
      queryKey: changeFilterKeys.detail(id),
      queryFn: ({ signal }) => fetchSavedFilter(http, id, signal),
    }),
};

export const changeFilterMutations = {
  /** Saving reloads the filters; an updated filter also changes the change list it is applied to. */
  save: (http: AxiosInstance) =>
    mutationOptions({
      mutationFn: (payload: SavedFilterPayload) => saveChangeFilter(http, payload),
      onSuccess: (_result, payload, _context, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: changeFilterKeys.all }),
          payload.id !== undefined ? client.invalidateQueries({ queryKey: changeKeys.lists() }) : undefined,
        ]),
    }),
  /** Only the list of filters reloads: the deleted one is gone, asking for it would answer 404. */
  remove: (http: AxiosInstance) =>
    mutationOptions({
      mutationFn: (id: number) => deleteChangeFilter(http, id),
      onSuccess: (_message, _id, _context, { client }) =>
        client.invalidateQueries({ queryKey: changeFilterKeys.list(), exact: true }),
    }),
};
