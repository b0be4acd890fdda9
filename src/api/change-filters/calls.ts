import type { AxiosInstance } from 'axios';
import { dataOf, readMessage, readSavedId, requireList, type SavedRecord } from '../responses';
import type { SavedChangeFilter, SavedFilterPayload } from './types';
import { getDataList } from '../getDataList';

const BASE = '/service-desk/api/agent/change-filter';

/** The agent's saved filters (data.filters). */
export function fetchSavedFilters(http: AxiosInstance, signal?: AbortSignal): Promise<SavedChangeFilter[]> {
  return getDataList<SavedChangeFilter>(http, BASE, 'filters', signal);
}

/** One saved filter (data). */
export async function fetchSavedFilter(
  http: AxiosInstance,
  id: number,
  signal?: AbortSignal,
): Promise<SavedChangeFilter> {
  const response = await http.get(`${BASE}/${id}`, { signal });
  const data = dataOf(response.data);
  requireList(data.fields);
  return data as unknown as SavedChangeFilter;
}

/** Creates (no id) or updates (with id) a saved filter; answers the message and the filter's id. */
export async function saveChangeFilter(http: AxiosInstance, payload: SavedFilterPayload): Promise<SavedRecord> {
  const response = await http.post(BASE, payload);
  return { message: readMessage(response.data), id: readSavedId(response.data) ?? payload.id };
}

export async function deleteChangeFilter(http: AxiosInstance, id: number): Promise<string> {
  return readMessage((await http.delete(`${BASE}/${id}`)).data);
}
