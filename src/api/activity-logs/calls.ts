import type { AxiosInstance } from 'axios';
import { unreadableAnswer } from '../errors';
import type { Owner } from '../owners';
import { isObject } from '../responses';
import type { ActivityLogEntry, ActivityLogPage, ActivityLogQuery } from './types';

/** A log page at body.data[logKey]: a Laravel paginator of entries. */
async function fetchLog(
  http: AxiosInstance,
  path: string,
  logKey: string,
  { page, limit, order }: ActivityLogQuery,
  signal?: AbortSignal,
): Promise<ActivityLogPage> {
  const response = await http.get(path, { params: { page, limit, 'sort-order': order }, signal });
  const body: unknown = response.data;
  const logs = isObject(body) && isObject(body.data) ? body.data[logKey] : undefined;
  if (!isObject(logs) || !Array.isArray(logs.data)) throw unreadableAnswer();
  const total = Number(logs.total);
  return {
    entries: logs.data as ActivityLogEntry[],
    total: Number.isFinite(total) ? total : logs.data.length,
    perPage: Number(logs.per_page) || limit,
  };
}

/**
 * The name each owner's log goes by: GET /service-desk/api/{name}-log/{id} (a release's is
 * release-activitylog/{id}), its entries at data.{name}_activity_logs.
 */
const LOG_NAMES = {
  sd_problem: 'problem',
  sd_changes: 'change',
  sd_assets: 'asset',
  sd_cab: 'cab',
  sd_releases: 'release',
  sd_contracts: 'contract',
} as const;

/** The owners whose activity log the plugin reads. */
export type LogOwner = Owner<keyof typeof LOG_NAMES>;

export function fetchActivityLog(http: AxiosInstance, owner: LogOwner, query: ActivityLogQuery, signal?: AbortSignal) {
  const name = LOG_NAMES[owner.type];
  const path = name === 'release' ? 'release-activitylog' : `${name}-log`;
  return fetchLog(http, `/service-desk/api/${path}/${owner.id}`, `${name}_activity_logs`, query, signal);
}

/** The log call of one type of owner, by the owner's id. */
function logOf(type: LogOwner['type']) {
  return (http: AxiosInstance, id: number, query: ActivityLogQuery, signal?: AbortSignal) =>
    fetchActivityLog(http, { type, id }, query, signal);
}

export const fetchProblemLog = logOf('sd_problem');
export const fetchChangeLog = logOf('sd_changes');
export const fetchAssetLog = logOf('sd_assets');
export const fetchCabLog = logOf('sd_cab');
export const fetchReleaseLog = logOf('sd_releases');
export const fetchContractLog = logOf('sd_contracts');
