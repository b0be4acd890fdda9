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

export function fetchProblemLog(http: AxiosInstance, id: number, query: ActivityLogQuery, signal?: AbortSignal) {
  return fetchLog(http, `/service-desk/api/problem-log/${id}`, 'problem_activity_logs', query, signal);
}

export function fetchChangeLog(http: AxiosInstance, id: number, query: ActivityLogQuery, signal?: AbortSignal) {
  return fetchLog(http, `/service-desk/api/change-log/${id}`, 'change_activity_logs', query, signal);
}

export function fetchAssetLog(http: AxiosInstance, id: number, query: ActivityLogQuery, signal?: AbortSignal) {
  return fetchLog(http, `/service-desk/api/asset-log/${id}`, 'asset_activity_logs', query, signal);
}

export function fetchCabLog(http: AxiosInstance, id: number, query: ActivityLogQuery, signal?: AbortSignal) {
  return fetchLog(http, `/service-desk/api/cab-log/${id}`, 'cab_activity_logs', query, signal);
}

export function fetchReleaseLog(http: AxiosInstance, id: number, query: ActivityLogQuery, signal?: AbortSignal) {
  return fetchLog(http, `/service-desk/api/release-activitylog/${id}`, 'release_activity_logs', query, signal);
}

export function fetchContractLog(http: AxiosInstance, id: number, query: ActivityLogQuery, signal?: AbortSignal) {
  return fetchLog(http, `/service-desk/api/contract-log/${id}`, 'contract_activity_logs', query, signal);
}

/** The owners whose activity log the plugin reads, with their call. */
const LOG_CALLS = {
  sd_problem: fetchProblemLog,
  sd_changes: fetchChangeLog,
  sd_assets: fetchAssetLog,
  sd_cab: fetchCabLog,
  sd_releases: fetchReleaseLog,
  sd_contracts: fetchContractLog,
} as const;

export type LogOwner = Owner<keyof typeof LOG_CALLS>;

export function fetchActivityLog(http: AxiosInstance, owner: LogOwner, query: ActivityLogQuery, signal?: AbortSignal) {
  return LOG_CALLS[owner.type](http, owner.id, query, signal);
}
