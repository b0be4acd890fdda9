import type { AxiosInstance } from 'axios';
import type { QueryKey } from '@tanstack/react-query';
import { freshQuery, readQuery, type ReadSettings } from './options';

/** Where one record's reads are cached (see recordKeys). */
export interface RecordReadKeys {
  detail: (id: number) => QueryKey;
  actions: (id: number) => QueryKey;
  forEdit: (id: number) => QueryKey;
}

/** The reads of one record: the record itself and the flags saying what may be done with it. */
export interface RecordReadCalls<Record, Actions> {
  fetchRecord: (http: AxiosInstance, id: number, signal?: AbortSignal) => Promise<Record>;
  fetchActions: (http: AxiosInstance, id: number, signal?: AbortSignal) => Promise<Actions>;
}

/**
 * The queries of a record's page and form: its detail, its action flags (read with
 * `actionSettings`), and the copy its form edits, always read afresh.
 */
export function recordQueries<Record, Actions>(
  keys: RecordReadKeys,
  calls: RecordReadCalls<Record, Actions>,
  actionSettings: ReadSettings = {},
) {
  return {
    detail: (http: AxiosInstance, id: number) =>
      readQuery(keys.detail(id), (signal) => calls.fetchRecord(http, id, signal)),
    actions: (http: AxiosInstance, id: number) =>
      readQuery(keys.actions(id), (signal) => calls.fetchActions(http, id, signal), actionSettings),
    forEdit: (http: AxiosInstance, id: number) =>
      freshQuery(keys.forEdit(id), (signal) => calls.fetchRecord(http, id, signal)),
  };
}
