import type { AxiosInstance } from 'axios';
import type { ParamValue } from '../params';
import { readPage, type Page } from '../responses';
import type { DependencyQuery, Option } from './types';

/** The lookups served under /service-desk/api/dependency; the rest are the host's /api/dependency. */
const SERVICE_DESK_LOOKUPS = new Set([
  'problems',
  'impacts',
  'changes',
  'asset_types',
  'asset_statuses',
  'forward_relations',
  'inverse_relations',
  'assets',
  'tickets_based_on_problem',
  'change_types',
  'change_statuses',
  'change_priorities',
  'changes_based_on_ticket',
  'tickets_based_on_change',
  'cabs',
  'user_types',
  'contracts',
  'releases',
  'release_statuses',
  'release_priorities',
  'release_types',
  'contract_types',
  'vendors',
  'license_types',
  'contract_statuses',
  'contract_renewal_statuses',
  'product_statuses',
  'product_proc_mode',
  'vendors_based_on_product',
]);

export function dependencyPath(name: string): string {
  return SERVICE_DESK_LOOKUPS.has(name) ? `/service-desk/api/dependency/${name}` : `/api/dependency/${name}`;
}

/** Options a lookup lists per page. */
export const LOOKUP_PAGE_SIZE = 10;

/** One page of a lookup's options and how many there are in all. */
export async function fetchDependencyPage(
  http: AxiosInstance,
  name: string,
  { search, ids, limit = LOOKUP_PAGE_SIZE, page, params }: DependencyQuery = {},
  signal?: AbortSignal,
): Promise<Page<Option>> {
  const response = await http.get(dependencyPath(name), {
    params: { 'search-query': search, ids, limit: ids ? Math.max(ids.length, 1) : limit, page, ...params },
    signal,
  });
  return readPage<Option>(response.data, 'data');
}

export async function fetchDependency(
  http: AxiosInstance,
  name: string,
  query: DependencyQuery = {},
  signal?: AbortSignal,
): Promise<Option[]> {
  return (await fetchDependencyPage(http, name, query, signal)).rows;
}

/** Number of options a choice list asks for (statuses and priorities are short lists). */
export const CHOICE_LIST_LIMIT = 100;

/** All options of a short lookup, with extra parameters (e.g. statuses with meta=true). */
export async function fetchLookupChoices(
  http: AxiosInstance,
  name: string,
  extra: Record<string, ParamValue> = {},
  signal?: AbortSignal,
): Promise<Option[]> {
  const response = await http.get(dependencyPath(name), {
    params: { limit: CHOICE_LIST_LIMIT, ...extra },
    signal,
  });
  return readPage<Option>(response.data, 'data').rows;
}
