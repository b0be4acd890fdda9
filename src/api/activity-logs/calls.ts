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

/** Each owner's log: GET /service-desk/api/{path}/{id}, its entries at data[logKey]. */
const LOG_SOURCES = {
  sd_problem: { path: 'problem-log', logKey: 'problem_activity_logs' },
  sd_changes: { path: 'change-log', logKey: 'change_activity_logs' },
  sd_assets: { path: 'asset-log', logKey: 'asset_activity_logs' },
  sd_cab: { path: 'cab-log', logKey: 'cab_activity_logs' },
  sd_releases: { path: 'release-activitylog', logKey: 'release_activity_logs' },
  sd_contracts: { path: 'contract-log', logKey: 'contract_activity_logs' },
} as const;

/** The owners whose activity log the plugin reads. */
export type LogOwner = Owner<keyof typeof LOG_SOURCES>;

export function fetchActivityLog(http: AxiosInstance, owner: LogOwner, query: ActivityLogQuery, signal?: AbortSignal) {
  const { path, logKey } = LOG_SOURCES[owner.type];
  return fetchLog(http, `/service-desk/api/${path}/${owner.id}`, logKey, query, signal);
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
