import type { AxiosInstance } from 'axios';
import type { ListQuery } from '../listParams';
import type { Page } from '../responses';
import { removal } from './mutations';
import { freshQuery, pagedQuery } from './options';

/** Where a record table under `root` caches its list pages and the record its form edits. */
export function recordTableKeys<const Root extends string>(root: Root) {
  return {
    all: [root] as const,
    lists: () => [root, 'list'] as const,
    list: (query: ListQuery) => [root, 'list', query] as const,
    forEdit: (id: number) => [root, id, 'edit'] as const,
  };
}

export type RecordTableKeys = ReturnType<typeof recordTableKeys<string>>;

/** The calls of a record table: a page of rows, one record for its form, a delete. */
export interface RecordTableCalls<Row, Record> {
  fetchPage: (http: AxiosInstance, query: ListQuery, signal?: AbortSignal) => Promise<Page<Row>>;
  fetchRecord: (http: AxiosInstance, id: number, signal?: AbortSignal) => Promise<Record>;
  remove: (http: AxiosInstance, id: number) => Promise<string>;
}

/**
 * What an administered table of records offers (automations, form groups, reference records):
 * its paged list, the record its form always reads afresh, and a delete that reloads the lists.
 */
export function recordTableQueries<Row, Record>(keys: RecordTableKeys, calls: RecordTableCalls<Row, Record>) {
  return {
    list: (http: AxiosInstance, query: ListQuery) =>
      pagedQuery(keys.list(query), (signal) => calls.fetchPage(http, query, signal)),
    forEdit: (http: AxiosInstance, id: number) =>
      freshQuery(keys.forEdit(id), (signal) => calls.fetchRecord(http, id, signal)),
    remove: (http: AxiosInstance) => removal((id: number) => calls.remove(http, id), keys.lists()),
  };
}

/** The calls of record tables that are one per kind (automations per kind, form groups per category). */
export interface KindedRecordTableCalls<Kind, Row, Record> {
  fetchPage: (http: AxiosInstance, kind: Kind, query: ListQuery, signal?: AbortSignal) => Promise<Page<Row>>;
  fetchRecord: (http: AxiosInstance, kind: Kind, id: number, signal?: AbortSignal) => Promise<Record>;
  remove: (http: AxiosInstance, kind: Kind, id: number) => Promise<string>;
}

/**
 * Record tables, one per kind, each under a root of its own (`rootOf(kind)`): a save, a delete or
 * a reorder makes that kind's lists stale, never another kind's.
 */
export function recordTablesByKind<Kind, Row, Record>(
  rootOf: (kind: Kind) => string,
  calls: KindedRecordTableCalls<Kind, Row, Record>,
) {
  const keysOf = (kind: Kind) => recordTableKeys(rootOf(kind));
  return {
    keys: {
      all: (kind: Kind) => keysOf(kind).all,
      lists: (kind: Kind) => keysOf(kind).lists(),
      list: (kind: Kind, query: ListQuery) => keysOf(kind).list(query),
      forEdit: (kind: Kind, id: number) => keysOf(kind).forEdit(id),
    },
    queries: (kind: Kind) =>
      recordTableQueries<Row, Record>(keysOf(kind), {
        fetchPage: (http, query, signal) => calls.fetchPage(http, kind, query, signal),
        fetchRecord: (http, id, signal) => calls.fetchRecord(http, kind, id, signal),
        remove: (http, id) => calls.remove(http, kind, id),
      }),
  };
}
