import type { AxiosInstance } from 'axios';
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { activityLogKeys } from '../activity-logs/queries';
import { assetKeys } from '../assets/queries';
import { changeKeys, invalidateChange } from '../changes/queries';
import type { ListQuery } from '../listParams';
import { releaseOwner } from '../owners';
import { planningKeys } from '../planning/queries';
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
  all: ['releases'] as const,
  lists: () => ['releases', 'list'] as const,
  list: (query: ListQuery, filters: ReleaseListFilters) => ['releases', 'list', query, filters] as const,
  /** Everything about one release: its detail, flags, changes and the copy its form edits. */
  record: (id: number) => ['releases', id] as const,
  detail: (id: number) => ['releases', id, 'detail'] as const,
  actions: (id: number) => ['releases', id, 'actions'] as const,
  changes: (id: number, query: ListQuery) => ['releases', id, 'changes', query] as const,
  forEdit: (id: number) => ['releases', id, 'edit'] as const,
};

export const releaseQueries = {
  list: (http: AxiosInstance, query: ListQuery, filters: ReleaseListFilters) =>
    queryOptions({
      queryKey: releaseKeys.list(query, filters),
      queryFn: ({ signal }) => fetchReleaseList(http, query, filters, signal),
      placeholderData: keepPreviousData,
    }),
  detail: (http: AxiosInstance, id: number) =>
    queryOptions({ queryKey: releaseKeys.detail(id), queryFn: ({ signal }) => fetchRelease(http, id, signal) }),
  actions: (http: AxiosInstance, id: number) =>
    queryOptions({ queryKey: releaseKeys.actions(id), queryFn: ({ signal }) => fetchReleaseActions(http, id, signal) }),
  changes: (http: AxiosInstance, id: number, query: ListQuery) =>
    queryOptions({
      queryKey: releaseKeys.changes(id, query),
      queryFn: ({ signal }) => fetchReleaseChanges(http, id, query, signal),
      placeholderData: keepPreviousData,
    }),
  /** The form always starts from the stored release, never from a cached copy. */
  forEdit: (http: AxiosInstance, id: number) =>
    queryOptions({
      queryKey: releaseKeys.forEdit(id),
      queryFn: ({ signal }) => fetchRelease(http, id, signal),
      staleTime: 0,
      gcTime: 0,
    }),
};

/** Reloads a release, its flags, log and what hangs on it (planning, assets, changes). */
export function invalidateRelease(client: QueryClient, id: number): Promise<unknown> {
  const owner = releaseOwner(id);
  return Promise.all([
    client.invalidateQueries({ queryKey: releaseKeys.record(id) }),
    client.invalidateQueries({ queryKey: planningKeys.of(owner) }),
    client.invalidateQueries({ queryKey: assetKeys.attachedTo(owner) }),
    client.invalidateQueries({ queryKey: activityLogKeys.of(owner) }),
  ]);
}

/** A call on one release; whether it succeeds or not, the release is read again. */
function releaseCall<Input>(id: number, call: (input: Input) => Promise<string>) {
  return mutationOptions({
    mutationFn: call,
    onSettled: (_message, _error, _input, _result, { client }) => void invalidateRelease(client, id),
  });
}

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
  remove: (http: AxiosInstance) =>
    mutationOptions({
      mutationFn: (id: number) => deleteRelease(http, id),
      onSettled: (_message, _error, _id, _result, { client }) =>
        client.invalidateQueries({ queryKey: releaseKeys.lists() }),
    }),
  /** Completing moves the release's changes on: they are read again too. */
  complete: (http: AxiosInstance, id: number) =>
    mutationOptions({
      mutationFn: () => completeRelease(http, id),
      onSettled: (_message, _error, _input, _result, { client }) => {
        void invalidateRelease(client, id);
        void client.invalidateQueries({ queryKey: changeKeys.all });
      },
    }),
  attachChanges: (http: AxiosInstance, id: number) =>
    releaseCall<number[]>(id, (changeIds) => attachReleaseChanges(http, id, changeIds)),
  detachChange: (http: AxiosInstance, id: number) =>
    releaseCall<number>(id, (changeId) => detachReleaseChange(http, id, changeId)),
  attachToChange: (http: AxiosInstance, changeId: number) =>
    mutationOptions({
      mutationFn: (releaseId: number) => attachRelease(http, changeId, releaseId),
      onSettled: (_message, _error, _id, _result, { client }) => void invalidateChange(client, changeId),
    }),
  detachFromChange: (http: AxiosInstance, changeId: number) =>
    mutationOptions({
      mutationFn: () => detachRelease(http, changeId),
      onSettled: (_message, _error, _input, _result, { client }) => void invalidateChange(client, changeId),
    }),
};
