import type { AxiosInstance } from 'axios';
import { queryOptions } from '@tanstack/react-query';
import { readQuery } from '../query/options';
import { fetchImportIssues, fetchImportTracking, fetchMappingDetails } from './calls';
import type { ImportTracking } from './types';

export const importKeys = {
  all: ['imports'] as const,
  mapping: (url: string, importId: number, extra: Record<string, number>) =>
    ['imports', 'mapping', url, importId, extra] as const,
  tracking: (id: number) => ['imports', id, 'tracking'] as const,
  issues: (id: number, page: number, limit: number) => ['imports', id, 'issues', page, limit] as const,
};

/** How often the tracking page asks again while an import runs. */
export const TRACKING_REFRESH_MS = 1000;

export function importIsRunning(tracking: ImportTracking | undefined): boolean {
  return tracking?.status === 'queued' || tracking?.status === 'running';
}

export const importQueries = {
  mapping: (http: AxiosInstance, url: string, importId: number, extra: Record<string, number>) =>
    readQuery(
      importKeys.mapping(url, importId, extra),
      (signal) => fetchMappingDetails(http, url, importId, extra, signal),
      { staleTime: Infinity },
    ),
  /** The summary, asked again every second while the import runs. */
  tracking: (http: AxiosInstance, id: number) =>
    queryOptions({
      queryKey: importKeys.tracking(id),
      queryFn: ({ signal }) => fetchImportTracking(http, id, signal),
      refetchInterval: (query) => (importIsRunning(query.state.data) ? TRACKING_REFRESH_MS : false),
    }),
  issues: (http: AxiosInstance, id: number, page: number, limit: number, running: boolean) =>
    queryOptions({
      queryKey: importKeys.issues(id, page, limit),
      queryFn: ({ signal }) => fetchImportIssues(http, id, { page, limit }, signal),
      refetchInterval: running ? TRACKING_REFRESH_MS : false,
    }),
};
