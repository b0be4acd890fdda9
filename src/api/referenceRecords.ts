import type { AxiosInstance } from 'axios';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { pagingParams, type ListQuery } from './listParams';
import { dataOf, readMessage, readPage, readSavedId, requireObject, type Page, type SavedRecord } from './responses';

/**
 * What the reference records administrators keep (asset types, asset statuses, CMDB relation
 * types) share: a paged list, one record read for its form, a multipart save, a delete.
 */

/** Where a reference record's calls are and where their answers hold it. */
export interface ReferenceRecordApi {
  /** The list call, e.g. /service-desk/api/asset-type-list, with the rows at data[listKey]. */
  listPath: string;
  listKey: string;
  /** GET / DELETE {recordPath}/{id} (the record at data[recordKey]), POST {recordPath}. */
  recordPath: string;
  recordKey: string;
  /** DELETE {deletePath}/{id} when the delete has a path of its own (product-delete). */
  deletePath?: string;
}

export async function fetchReferencePage<Row>(
  http: AxiosInstance,
  api: ReferenceRecordApi,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<Page<Row>> {
  const response = await http.get(api.listPath, { params: pagingParams(query), signal });
  return readPage<Row>(response.data, api.listKey);
}

export async function fetchReferenceRecord<Record>(
  http: AxiosInstance,
  api: ReferenceRecordApi,
  id: number,
  signal?: AbortSignal,
): Promise<Record> {
  const response = await http.get(`${api.recordPath}/${id}`, { signal });
  return requireObject(dataOf(response.data)[api.recordKey]) as Record;
}

/** Creates (no id) or updates (with id) the record, sending `fields` as multipart. */
export async function saveReferenceRecord(
  http: AxiosInstance,
  api: ReferenceRecordApi,
  fields: Record<string, string>,
  id?: number,
): Promise<SavedRecord> {
  const data = new FormData();
  if (id !== undefined) data.append('id', String(id));
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  const response = await http.post(api.recordPath, data);
  return { message: readMessage(response.data), id: id ?? readSavedId(response.data) };
}

export async function deleteReferenceRecord(http: AxiosInstance, api: ReferenceRecordApi, id: number): Promise<string> {
  return readMessage((await http.delete(`${api.deletePath ?? api.recordPath}/${id}`)).data);
}

/** The query keys, queryOptions factories and delete mutation of one reference record. */
export function referenceRecordQueries<Row, Record>(root: string, api: ReferenceRecordApi) {
  const keys = {
    all: [root] as const,
    lists: () => [root, 'list'] as const,
    list: (query: ListQuery) => [root, 'list', query] as const,
    forEdit: (id: number) => [root, id, 'edit'] as const,
  };
  const queries = {
    list: (http: AxiosInstance, query: ListQuery) =>
      queryOptions({
        queryKey: keys.list(query),
        queryFn: ({ signal }) => fetchReferencePage<Row>(http, api, query, signal),
        placeholderData: keepPreviousData,
      }),
    /** The form always starts from the stored record, never from a cached copy. */
    forEdit: (http: AxiosInstance, id: number) =>
      queryOptions({
        queryKey: keys.forEdit(id),
        queryFn: ({ signal }) => fetchReferenceRecord<Record>(http, api, id, signal),
        staleTime: 0,
        gcTime: 0,
      }),
  };
  const mutations = {
    remove: (http: AxiosInstance) =>
      mutationOptions({
        mutationFn: (id: number) => deleteReferenceRecord(http, api, id),
        onSettled: (_message, _error, _id, _result, { client }) => client.invalidateQueries({ queryKey: keys.lists() }),
      }),
  };
  return { keys, queries, mutations };
}
