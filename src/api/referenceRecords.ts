import type { AxiosInstance } from 'axios';
import { pagingParams, type ListQuery } from './listParams';
import { recordTableKeys, recordTableQueries } from './query/recordTable';
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

/**
 * A reference record as most are kept under /service-desk/api: GET {path}-list (rows at
 * data[listKey]), GET and DELETE {path}/{id} (data[recordKey]), POST {path}; a delete with a path
 * of its own is DELETE {deletePath}/{id}.
 */
export function serviceDeskRecordApi(
  path: string,
  listKey: string,
  recordKey: string,
  deletePath?: string,
): ReferenceRecordApi {
  const api = `/service-desk/api`;
  return {
    listPath: `${api}/${path}-list`,
    listKey,
    recordPath: `${api}/${path}`,
    recordKey,
    ...(deletePath === undefined ? {} : { deletePath: `${api}/${deletePath}` }),
  };
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
  const keys = recordTableKeys(root);
  const { remove, ...queries } = recordTableQueries<Row, Record>(keys, {
    fetchPage: (http, query, signal) => fetchReferencePage<Row>(http, api, query, signal),
    fetchRecord: (http, id, signal) => fetchReferenceRecord<Record>(http, api, id, signal),
    remove: (http, id) => deleteReferenceRecord(http, api, id),
  });
  return { keys, queries, mutations: { remove } };
}
