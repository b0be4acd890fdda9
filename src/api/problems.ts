import type { AxiosInstance } from 'axios';
import { filterParams, pagingParams, type TableQuery } from './paging';
import { readMessage, readPage, type Page } from './responses';

export interface PersonRef {
  id: number;
  full_name: string;
  email?: string;
}

export interface ProblemRow {
  id: number;
  identifier: string | null;
  subject: string;
  requester: PersonRef | null;
  assignedTo: PersonRef | null;
  priority: { id: number; priority: string } | null;
  department: { id: number; name: string } | null;
  status: { id: number; name: string } | null;
  active: string;
  is_edit: boolean;
  is_delete: boolean;
  created_at: string;
}

/** The problem list's filter fields, each a list of ids, plus the two date ranges. */
export interface ProblemListFilters {
  problem_ids?: number[];
  dept_ids?: number[];
  impact_ids?: number[];
  status_ids?: number[];
  location_ids?: number[];
  priority_ids?: number[];
  assigned_ids?: number[];
  asset_ids?: number[];
  ticket_ids?: number[];
  requester_ids?: number[];
  change_ids?: number[];
  created_at?: string;
  updated_at?: string;
}

export async function fetchProblemList(
  http: AxiosInstance,
  query: TableQuery,
  filters: ProblemListFilters = {},
  signal?: AbortSignal,
): Promise<Page<ProblemRow>> {
  const { created_at, updated_at, ...idFilters } = filters;
  const response = await http.get('/service-desk/api/problem-list', {
    params: { ...pagingParams(query), ...filterParams(idFilters), created_at, updated_at },
    signal,
  });
  return readPage<ProblemRow>(response.data, 'problems');
}

export async function deleteProblem(http: AxiosInstance, id: number): Promise<string> {
  const response = await http.delete(`/service-desk/api/problem-delete/${id}`);
  return readMessage(response.data);
}
