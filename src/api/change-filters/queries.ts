import type { AxiosInstance } from 'axios';
import { changeKeys } from '../changes/queries';
import { reloadOnSuccess } from '../query/mutations';
import { readQuery } from '../query/options';
import { deleteChangeFilter, fetchSavedFilter, fetchSavedFilters, saveChangeFilter } from './calls';
import type { SavedFilterPayload } from './types';

export const changeFilterKeys = {
  all: ['change-filters'] as const,
  list: () => ['change-filters', 'list'] as const,
  detail: (id: number) => ['change-filters', id] as const,
};

export const changeFilterQueries = {
  list: (http: AxiosInstance) => readQuery(changeFilterKeys.list(), (signal) => fetchSavedFilters(http, signal)),
  detail: (http: AxiosInstance, id: number) =>
    readQuery(changeFilterKeys.detail(id), (signal) => fetchSavedFilter(http, id, signal)),
};

export const changeFilterMutations = {
  /** Saving reloads the filters; an updated filter also changes the change list it is applied to. */
  save: (http: AxiosInstance) =>
    reloadOnSuccess(
      (payload: SavedFilterPayload) => saveChangeFilter(http, payload),
      (client, payload) =>
        Promise.all([
          client.invalidateQueries({ queryKey: changeFilterKeys.all }),
          payload.id !== undefined ? client.invalidateQueries({ queryKey: changeKeys.lists() }) : undefined,
        ]),
    ),
  /** Only the list of filters reloads: the deleted one is gone, asking for it would answer 404. */
  remove: (http: AxiosInstance) =>
    reloadOnSuccess(
      (id: number) => deleteChangeFilter(http, id),
      (client) => client.invalidateQueries({ queryKey: changeFilterKeys.list(), exact: true }),
    ),
};
