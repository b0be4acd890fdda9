import type { AxiosInstance } from 'axios';
import { mutationOptions } from '@tanstack/react-query';
import { invalidateChange } from '../changes/queries';
import { attachRelease, createRelease, detachRelease } from './calls';
import type { ReleaseSaveValues } from './types';

/** A release created from a change, or attached to or detached from one, changes that change (read again, not waited for). */
export const releaseMutations = {
  createForChange: (http: AxiosInstance, changeId: number) =>
    mutationOptions({
      mutationFn: (values: ReleaseSaveValues) => createRelease(http, values, changeId),
      onSuccess: (_message, _values, _result, { client }) => void invalidateChange(client, changeId),
    }),
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
