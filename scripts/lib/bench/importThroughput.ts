/**
 * importRowsPerSecond for `npm run bench`: a 100,000-row CSV uploaded to a freshly seeded backend,
 * mapped and imported, timed from the upload to the tracking call's "completed", with the backend
 * process's resident memory high-water mark over its idle size meanwhile.
 */
import fs from 'node:fs';
import { startBackend } from './backendProcess';

export const IMPORT_ROWS = 100_000;
const MB = 1024 * 1024;
const MEMORY_SAMPLE_MS = 50;

export interface ImportFigures {
  importRowsPerSecond: number;
  importMemoryHighWaterBytes: number;
  importMs: number;
  created: number;
}

function importCsv(rows: number): string {
  const lines = ['Name,Identifier,Asset status,Assigned on,Description'];
  for (let index = 1; index <= rows; index++) {
    lines.push(`Bench laptop ${index},BENCH-${index},In Use,2024-03-01 09:30,"Imported, row ${index}"`);
  }
  return `${lines.join('\n')}\n`;
}

/** Resident memory of a process in bytes (Linux), or 0 where /proc is not there. */
function residentBytes(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** A signed-in session of the backend: its cookie and CSRF token on every call. */
async function session(baseUrl: string) {
  const started = await fetch(`${baseUrl}/shim/session`);
  const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0];
  const { csrfToken } = (await started.json()) as { csrfToken: string };
  const headers = { cookie, 'x-csrf-token': csrfToken, accept: 'application/json' };
  return async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, { ...init, headers: { ...headers, ...init.headers } });
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
}

export async function measureImport(log: (text: string) => void = console.log): Promise<ImportFigures> {
  log(`Import: ${IMPORT_ROWS.toLocaleString('en')} CSV rows, upload to completed ...`);
  const csv = importCsv(IMPORT_ROWS);
  const backend = await startBackend({ readyPath: '/shim/session' });
  try {
    const call = await session(backend.baseUrl);
    const { data: types } = await call<{ data: { data: { id: number; name: string }[] } }>(
      '/service-desk/api/dependency/asset_types?meta=true&limit=100',
    );
    const typeId = types.data.find((type) => type.name === 'Laptop')?.id ?? types.data[0].id;
    const idle = residentBytes(backend.pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(backend.pid))), MEMORY_SAMPLE_MS);

    const started = performance.now();
    const form = new FormData();
    form.append('import_file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
    const uploaded = await call<{ data: { import_id: number } }>('/service-desk/asset-upload-csv', {
      method: 'POST',
      body: form,
    });
    const importId = uploaded.data.import_id;
    const details = await call<{ data: { columns_to_import: { uuid: string; mapped_to: number | string }[] } }>(
      `/service-desk/get-asset-mapping-details/${importId}?asset_type_id=${typeId}`,
    );
    await call('/service-desk/post-asset-mapping', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        import_id: importId,
        mapped_system_attributes: details.data.columns_to_import.map(({ uuid, mapped_to }) => ({ uuid, mapped_to })),
        update_existing: false,
        should_handle_date: true,
        date_time_format: 'Y-m-d H:i',
        special_keys: { asset_type_id: typeId },
      }),
    });
    let tracking: { status: string; totalCreated: number; totalFailed: number };
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      tracking = (await call<{ data: typeof tracking }>(`/service-desk/import-tracking-details/${importId}`)).data;
    } while (tracking.status !== 'completed' && tracking.status !== 'failed');
    const importMs = performance.now() - started;
    clearInterval(sampler);
    if (tracking.status !== 'completed' || tracking.totalCreated !== IMPORT_ROWS) {
      throw new Error(`The bench import ended ${tracking.status} with ${tracking.totalCreated} rows created.`);
    }
    return {
      importRowsPerSecond: Math.round(IMPORT_ROWS / (importMs / 1000)),
      importMemoryHighWaterBytes: Math.max(0, peak - idle),
      importMs: Math.round(importMs),
      created: tracking.totalCreated,
    };
  } finally {
    await backend.stop();
  }
}

export function describeImport(figures: ImportFigures): string {
  return `import: ${figures.created} rows in ${figures.importMs} ms, resident memory ${(figures.importMemoryHighWaterBytes / MB).toFixed(1)} MB over idle at its highest`;
}
