import type { AxiosInstance } from 'axios';
import { ApiError } from './errors';
import { readMessage } from './responses';

/** One filter of a saved filter: the list parameter, its value, and labels of chosen records. */
export interface SavedFilterField {
  key: string;
  value: string | string[] | number[];
  value_meta: unknown;
}

/** The saved change filter of the spec: id, name, icon_class, departments, agents, fields. */
export interface SavedChangeFilter {
  id: number;
  name: string;
  icon_class?: string;
  departments?: number[];
  agents?: number[];
  fields: SavedFilterField[];
  /** Whether the signed-in agent saved it (and so may update or delete it). */
  is_owner?: boolean;
}

export interface SavedFilterPayload {
  id?: number;
  name: string;
  fields: SavedFilterField[];
}

const BASE = '/service-desk/api/agent/change-filter';
const UNREADABLE = 'The server sent an answer that could not be read. Please try again.';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The agent's saved filters (data.filters). */
export async function fetchSavedFilters(http: AxiosInstance, signal?: AbortSignal): Promise<SavedChangeFilter[]> {
  const response = await http.get(BASE, { signal });
  const data: unknown = (response.data as { data?: unknown } | null)?.data;
  if (!isObject(data) || !Array.isArray(data.filters)) throw new ApiError(UNREADABLE);
  return data.filters as SavedChangeFilter[];
}

/** One saved filter (data). */
export async function fetchSavedFilter(
  http: AxiosInstance,
  id: number,
  signal?: AbortSignal,
): Promise<SavedChangeFilter> {
  const response = await http.get(`${BASE}/${id}`, { signal });
  const data: unknown = (response.data as { data?: unknown } | null)?.data;
  if (!isObject(data) || !Array.isArray(data.fields)) throw new ApiError(UNREADABLE);
  return data as unknown as SavedChangeFilter;
}

/** Creates (no id) or updates (with id) a saved filter; answers the message and the filter's id. */
export async function saveChangeFilter(
  http: AxiosInstance,
  payload: SavedFilterPayload,
): Promise<{ message: string; id: number | undefined }> {
  const response = await http.post(BASE, payload);
  const data: unknown = (response.data as { data?: unknown } | null)?.data;
  const id = isObject(data) ? Number(data.id) : NaN;
  return { message: readMessage(response.data), id: Number.isInteger(id) && id > 0 ? id : payload.id };
}

export async function deleteChangeFilter(http: AxiosInstance, id: number): Promise<string> {
  const response = await http.delete(`${BASE}/${id}`);
  return readMessage(response.data);
}
