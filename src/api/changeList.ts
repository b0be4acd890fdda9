import type { AxiosInstance } from 'axios';
import { ApiError } from './errors';
import { pagingParams, type TableQuery } from './paging';
import { readMessage, readPage, type Page } from './responses';

export interface ChangeRow {
  id: number;
  identifier: string | null;
  subject: string;
  requester: { id: number; full_name?: string | null; email?: string | null } | null;
  status: { id: number; name: string } | null;
  priority: { id: number; name: string } | null;
  department: { id: number; name: string } | null;
  created_at: string | null;
  is_edit?: boolean;
  is_delete?: boolean;
}

/** Filter parameters by name: id lists, date ranges (from~to), texts and ticked choices of custom fields. */
export type ChangeListFilters = Record<string, number[] | string[] | string>;

/** GET /service-desk/api/change-list: with a saved filter's id it sends filter_id (the server applies it). */
export async function fetchChangeList(
  http: AxiosInstance,
  query: TableQuery,
  filters: ChangeListFilters = {},
  filterId?: number,
  signal?: AbortSignal,
): Promise<Page<ChangeRow>> {
  const response = await http.get('/service-desk/api/change-list', {
    params: { ...pagingParams(query), ...filters, filter_id: filterId },
    signal,
  });
  return readPage<ChangeRow>(response.data, 'changes');
}

export async function deleteChange(http: AxiosInstance, id: number): Promise<string> {
  const response = await http.delete(`/service-desk/api/change/${id}`);
  return readMessage(response.data);
}

export type CustomFieldType = 'text' | 'textarea' | 'number' | 'email' | 'select' | 'radio' | 'checkbox' | 'date';

export interface ChangeCustomFieldDefinition {
  id: number;
  label: string;
  type: CustomFieldType;
  options: string[];
  change_type_id: number | null;
}

const UNREADABLE = 'The server sent an answer that could not be read. Please try again.';

/** GET /service-desk/api/change-custom-field-list: the custom fields the filter offers. */
export async function fetchChangeCustomFields(
  http: AxiosInstance,
  signal?: AbortSignal,
): Promise<ChangeCustomFieldDefinition[]> {
  const response = await http.get('/service-desk/api/change-custom-field-list', { signal });
  const fields = (response.data as { data?: { custom_fields?: unknown } } | null)?.data?.custom_fields;
  if (!Array.isArray(fields)) throw new ApiError(UNREADABLE);
  return fields as ChangeCustomFieldDefinition[];
}
