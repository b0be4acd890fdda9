/**
 * A saved report over every asset of the bulk backend, exported as CSV and as .xlsx: rows per
 * second (what the client received) and the backend's resident memory above its idle level while
 * it streams (sampled from /proc), which stays flat when the rows are streamed rather than built.
 */
import fs from 'node:fs';
import http from 'node:http';
import { BackendClient } from './httpClient';
import { round } from './loadStats';

const SAMPLE_MS = 20;
const MB = 1024 * 1024;

export interface ExportFigures {
  rows: number;
  csvRowsPerSecond: number;
  xlsxRowsPerSecond: number;
  /** The lower of the two, the figure with the budget. */
  exportRowsPerSecond: number;
  csvMemoryOverIdleMb: number;
  xlsxMemoryOverIdleMb: number;
}

/** The resident memory of `pid` in bytes; 0 where /proc cannot be read. */
function residentBytes(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Runs `work` while sampling the process's memory; returns its result and the peak above the start. */
async function withMemoryPeak<T>(pid: number | undefined, work: () => Promise<T>): Promise<[T, number]> {
  const idle = residentBytes(pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, SAMPLE_MS);
  try {
    const result = await work();
    return [result, round((peak - idle) / MB)];
  } finally {
    clearInterval(sampler);
  }
}

export async function measureReportExport(baseUrl: string, pid: number | undefined): Promise<ExportFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const client = new BackendClient(baseUrl, agent, 300_000);
    await client.signIn();
    const saved = await client.post('/service-desk/api/reports/create', {
      name: 'Every asset',
      fields: '[]',
      report_column_keys: ['asset_id', 'name', 'identifier', 'asset_type', 'asset_status', 'location', 'used_by'],
    });
    const id = (saved.body as { data?: { id?: number } }).data?.id;
    if (saved.status !== 200 || id === undefined) throw new Error(`Saving the report answered ${saved.status}`);
    const total = (
      (await client.get('/service-desk/api/asset-list?limit=1')).body as { data: { data: { total: number } } }
    ).data.data.total;

    const [csv, csvMemory] = await withMemoryPeak(pid, () =>
      client.download(`/service-desk/api/export/csv?filter_id=${id}`),
    );
    if (csv.status !== 200 || csv.lineFeeds - 1 !== total) {
      throw new Error(`The CSV export answered ${csv.status} with ${csv.lineFeeds - 1} rows of ${total}`);
    }
    const [xlsx, xlsxMemory] = await withMemoryPeak(pid, () =>
      client.download(`/service-desk/api/export/excel?filter_id=${id}`),
    );
    if (xlsx.status !== 200) throw new Error(`The Excel export answered ${xlsx.status}`);
    const perSecond = (ms: number) => Math.round(total / (ms / 1000));
    return {
      rows: total,
      csvRowsPerSecond: perSecond(csv.ms),
      xlsxRowsPerSecond: perSecond(xlsx.ms),
      exportRowsPerSecond: Math.min(perSecond(csv.ms), perSecond(xlsx.ms)),
      csvMemoryOverIdleMb: csvMemory,
      xlsxMemoryOverIdleMb: xlsxMemory,
    };
  } finally {
    agent.destroy();
  }
}
