import type { AxiosInstance } from 'axios';
import { invalidates, reloadOnSuccess } from '../query/mutations';
import { readQuery } from '../query/options';
import { recordTableKeys, recordTableQueries } from '../query/recordTable';
import { deleteCab, deleteCabLevel, fetchCab, fetchCabPage } from './calls';

export const cabDefinitionKeys = {
  ...recordTableKeys('cab-definitions'),
  detail: (id: number) => ['cab-definitions', id] as const,
};

const { remove, ...table } = recordTableQueries(cabDefinitionKeys, {
  fetchPage: fetchCabPage,
  fetchRecord: fetchCab,
  remove: deleteCab,
});

export const cabDefinitionQueries = {
  ...table,
  detail: (http: AxiosInstance, id: number) =>
    readQuery(cabDefinitionKeys.detail(id), (signal) => fetchCab(http, id, signal)),
};

export const cabDefinitionMutations = {
  remove,
  /** Deleting a stored level changes the definition: its views and the list's updated_at. */
  removeLevel: (http: AxiosInstance) =>
    reloadOnSuccess((levelId: number) => deleteCabLevel(http, levelId), invalidates(cabDefinitionKeys.lists())),
};
