import type { AxiosInstance } from 'axios';
import { readPage } from './responses';

export interface Option {
  id: number;
  name: string;
}

/** The lookups served under /service-desk/api/dependency; the rest are the host's /api/dependency. */
const SERVICE_DESK_LOOKUPS = new Set([
  'problems',
  'impacts',
  'changes',
  'asset_types',
  'assets',
  'tickets_based_on_problem',
  'change_types',
  'change_statuses',
  'change_priorities',
  'changes_based_on_ticket',
  'tickets_based_on_change',
  'cabs',
  'releases',
  'release_statuses',
  'release_priorities',
  'release_types',
]);

export type DependencyName = string;

export function dependencyPath(name: DependencyName): string {
  return SERVICE_DESK_LOOKUPS.has(name) ? `/service-desk/api/dependency/${name}` : `/api/dependency/${name}`;
}

export interface DependencyQuery {
  search?: string;
  ids?: number[];
  limit?: number;
  supplements?: string | number;
}

export async function fetchDependency(
  http: AxiosInstance,
  name: DependencyName,
  { search, ids, limit = 10, supplements }: DependencyQuery = {},
  signal?: AbortSignal,
): Promise<Option[]> {
  const response = await http.get(dependencyPath(name), {
    params: { 'search-query': search, ids, limit: ids ? Math.max(ids.length, 1) : limit, supplements },
    signal,
  });
  return readPage<Option>(response.data, 'data').rows;
}
