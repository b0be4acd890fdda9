/**
 * The backend's figures for `npm run bench`: the mixed read/write load on a normally seeded
 * backend, then the list calls' latency on one holding 100,000 problems, changes and assets.
 * Each runs on its own throwaway database and process.
 */
import { startBackend } from './backendProcess';
import {
  ASSET_LIST_CALLS,
  ASSET_SEARCH_CALLS,
  measureListLatency,
  REPORT_COUNT_CALLS,
  type ListLatencyResult,
} from './listLatency';
import { measureReportExport, type ExportFigures } from './reportExport';
import { runLoad, type LoadResult } from './load';

export const BULK_ROWS = 100_000;
export const LOAD_CLIENTS = 50;
export const LOAD_DURATION_MS = 30_000;
const LIST_RUNS = 10;

export interface BackendFigures {
  backendListP95Ms: number;
  /** The asset list's p95 at volume, over its filters and searches. */
  assetListP95Ms: number;
  /** The asset list's search at volume: 2, 4 and 8 characters, alone and with a filter and a sort. */
  assetSearchP95Ms: number;
  /** A report's chart counts at 100,000 assets, per dimension and filter. */
  reportCountP95Ms: number;
  /** The slower of the CSV and the .xlsx export of 100,000 assets, in rows per second. */
  exportRowsPerSecond: number;
  /** The backend's resident memory above idle while it streams an export, the larger of the two. */
  exportMemoryOverIdleMb: number;
  exports: ExportFigures;
  loadServerErrors: number;
  loadLostWrites: number;
  load: LoadResult;
  lists: ListLatencyResult;
  assetLists: ListLatencyResult;
  assetSearches: ListLatencyResult;
}

const readyPath = '/shim/session';

export async function measureBackend(log: (text: string) => void = console.log): Promise<BackendFigures> {
  log(
    `Backend load: ${LOAD_CLIENTS} clients for ${LOAD_DURATION_MS / 1000} s, while a second backend seeds ${BULK_ROWS.toLocaleString('en')} problems and changes ...`,
  );
  const loadBackend = await startBackend({ readyPath });
  // Seeding runs during the load (only the load's latency suffers, which has no budget); the list
  // timing starts after the load has stopped.
  const bulkBackend = startBackend({ args: [`--bulk=${BULK_ROWS}`], readyPath, readyTimeoutMs: 180_000 });
  let load: LoadResult;
  try {
    load = await runLoad(loadBackend.baseUrl, { clients: LOAD_CLIENTS, durationMs: LOAD_DURATION_MS });
  } catch (error) {
    await bulkBackend.then((backend) => backend.stop()).catch(() => undefined);
    throw error;
  } finally {
    await loadBackend.stop();
  }

  const backend = await bulkBackend;
  let lists: ListLatencyResult;
  let assetLists: ListLatencyResult;
  let assetSearches: ListLatencyResult;
  let reportCounts: ListLatencyResult;
  let exports: ExportFigures;
  try {
    log('List calls at volume: timing ...');
    lists = await measureListLatency(backend.baseUrl, LIST_RUNS);
    assetLists = await measureListLatency(backend.baseUrl, LIST_RUNS, ASSET_LIST_CALLS);
    assetSearches = await measureListLatency(backend.baseUrl, LIST_RUNS, ASSET_SEARCH_CALLS);
    reportCounts = await measureListLatency(backend.baseUrl, LIST_RUNS, REPORT_COUNT_CALLS);
    log('Report exports at volume ...');
    exports = await measureReportExport(backend.baseUrl, backend.pid);
  } finally {
    await backend.stop();
  }
  return {
    backendListP95Ms: lists.p95Ms,
    assetListP95Ms: assetLists.p95Ms,
    assetSearchP95Ms: assetSearches.p95Ms,
    reportCountP95Ms: reportCounts.p95Ms,
    exportRowsPerSecond: exports.exportRowsPerSecond,
    exportMemoryOverIdleMb: Math.max(exports.csvMemoryOverIdleMb, exports.xlsxMemoryOverIdleMb),
    exports,
    loadServerErrors: load.serverErrors,
    loadLostWrites: load.lostWrites,
    load,
    lists,
    assetLists,
    assetSearches,
  };
}

/** The lines of the report under the budget lines: throughput, per-kind figures, slowest lists. */
export function describeBackend(figures: BackendFigures): string[] {
  const { load, lists, assetLists, assetSearches, exports } = figures;
  const lines = [
    `load: ${load.requests} requests in ${(load.durationMs / 1000).toFixed(1)} s (${load.requestsPerSecond}/s), p50 ${load.p50Ms} ms, p95 ${load.p95Ms} ms; ${load.creates} creates; 4xx ${load.clientErrors}; no answer ${load.noAnswer}`,
    ...Object.entries(load.byKind).map(
      ([kind, entry]) =>
        `  ${kind.padEnd(9)} ${String(entry.count).padStart(6)}  p95 ${String(entry.p95Ms).padStart(6)} ms  ${JSON.stringify(entry.statuses)}`,
    ),
    ...load.lostWriteDetails.map((detail) => `  lost write: ${detail}`),
    `lists at volume: ${lists.samples} timed requests; slowest queries (p95 of ${LIST_RUNS} runs):`,
    ...lists.queries.slice(0, 5).map((query) => `  ${String(query.p95Ms).padStart(6)} ms  ${query.path}`),
    ...lists.queries
      .filter((query) => query.status !== 200)
      .map((query) => `  answered ${query.status}: ${query.path}`),
    ...lists.skipped.map((path) => `  skipped (404, not in this backend): ${path}`),
    `asset list at volume: ${assetLists.samples} timed requests; slowest queries (p95 of ${LIST_RUNS} runs):`,
    ...assetLists.queries.slice(0, 5).map((query) => `  ${String(query.p95Ms).padStart(6)} ms  ${query.path}`),
    ...assetLists.queries
      .filter((query) => query.status !== 200)
      .map((query) => `  answered ${query.status}: ${query.path}`),
    `asset search at volume: ${assetSearches.samples} timed requests; slowest queries (p95 of ${LIST_RUNS} runs):`,
    ...assetSearches.queries.slice(0, 5).map((query) => `  ${String(query.p95Ms).padStart(6)} ms  ${query.path}`),
    ...assetSearches.queries
      .filter((query) => query.status !== 200)
      .map((query) => `  answered ${query.status}: ${query.path}`),
    `report exports of ${exports.rows} assets: CSV ${exports.csvRowsPerSecond} rows/s (+${exports.csvMemoryOverIdleMb} MB), xlsx ${exports.xlsxRowsPerSecond} rows/s (+${exports.xlsxMemoryOverIdleMb} MB)`,
  ];
  return lines;
}
