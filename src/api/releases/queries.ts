import type { AxiosInstance } from 'axios';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { activityLogKeys } from '../activity-logs/queries';
import { assetKeys } from '../assets/queries';
import { changeKeys, invalidateChange } from '../changes/queries';
import type { ListQuery } from '../listParams';
import { releaseOwner } from '../owners';
import { planningKeys } from '../planning/queries';
import { recordKeys } from '../query/keys';
import { invalidateEach, recordCalls, reloadOnSettled, removal } from '../query/mutations';
import { pagedQuery } from '../query/options';
import { recordQueries } from '../query/recordQueries';
import {
  attachRelease,
  attachReleaseChanges,
  completeRelease,
  deleteRelease,
  detachRelease,
  detachReleaseChange,
  fetchRelease,
  fetchReleaseActions,
  fetchReleaseChanges,
  fetchReleaseList,
  saveRelease,
} from './calls';
import type { ReleaseListFilters, ReleaseSaveValues } from './types';

export const releaseKeys = {
  ...recordKeys('releases'),
  list: (query: ListQuery, filters: ReleaseListFilters) => ['releases', 'list', query, filters] as const,
  changes: (id: number, query: ListQuery) => ['releases', id, 'changes', query] as const,
};

export const releaseQueries = {
  list: (http: AxiosInstance, query: ListQuery, filters: ReleaseListFilters) =>
    pagedQuery(releaseKeys.list(query, filters), (signal) => fetchReleaseList(http, query, filters, signal)),
  ...recordQueries(releaseKeys, { fetchRecord: fetchRelease, fetchActions: fetchReleaseActions }),
  changes: (http: AxiosInstance, id: number, query: ListQuery) =>
    pagedQuery(releaseKeys.changes(id, query), (signal) => fetchReleaseChanges(http, id, query, signal)),
};

/** Reloads a release, its flags, log and what hangs on it (planning, assets, changes). */
export function invalidateRelease(client: QueryClient, id: number): Promise<unknown> {
  const owner = releaseOwner(id);
  return invalidateEach(client, [
    releaseKeys.record(id),
    planningKeys.of(owner),
    assetKeys.attachedTo(owner),
    activityLogKeys.of(owner),
  ]);
}

/** A call on one release; whether it succeeds or not, the release is read again. */
const releaseCall = recordCalls(invalidateRelease);

export const releaseMutations = {
  /** A save reads the lists and the release again; created from a change (`changeId`), that change too. */
  save: (http: AxiosInstance, changeId?: number) =>
    mutationOptions({
      mutationFn: (values: ReleaseSaveValues) => saveRelease(http, values, changeId),
      onSuccess: (_saved, values, _result, { client }) => {
        void client.invalidateQueries({ queryKey: releaseKeys.lists() });
        if (values.id !== undefined) void invalidateRelease(client, values.id);
        if (changeId !== undefined) void invalidateChange(client, changeId);
      },
    }),
  remove: (http: AxiosInstance) => removal((id: number) => deleteRelease(http, id), releaseKeys.lists()),
  /** Completing moves the release's changes on: they are read again too. */
  complete: (http: AxiosInstance, id: number) =>
    reloadOnSettled(
      () => completeRelease(http, id),
      (client) => {
        void invalidateRelease(client, id);
        void client.invalidateQueries({ queryKey: changeKeys.all });
      },
    ),
  attachChanges: (http: AxiosInstance, id: number) =>
    releaseCall<number[]>(id, (changeIds) => attachReleaseChanges(http, id, changeIds)),
  detachChange: (http: AxiosInstance, id: number) =>
    releaseCall<number>(id, (changeId) => detachReleaseChange(http, id, changeId)),
  attachToChange: (http: AxiosInstance, changeId: number) =>
    reloadOnSettled(
      (releaseId: number) => attachRelease(http, changeId, releaseId),
      (client) => void invalidateChange(client, changeId),
    ),
  detachFromChange: (http: AxiosInstance, changeId: number) =>
    reloadOnSettled(
      () => detachRelease(http, changeId),
      (client) => void invalidateChange(client, changeId),
    ),
};
