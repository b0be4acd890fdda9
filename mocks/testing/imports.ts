import type { LightMyRequestResponse } from 'fastify';
import type { TestClient } from './client';
import { multipart } from './multipart';

const base = '/service-desk';

/** Uploads `content` as the import file. */
export function uploadImportFile(
  client: TestClient,
  content: string | Buffer,
  fileName = 'assets.csv',
): Promise<LightMyRequestResponse> {
  const body = multipart({}, [{ field: 'import_file', fileName, contentType: 'text/csv', content }]);
  return client.request({ method: 'POST', url: `${base}/asset-upload-csv`, ...body });
}

interface MappingColumn {
  uuid: string;
  mapped_to: number | string;
  type: string;
}

/** Uploads the file, reads its suggested mapping for the type and answers the import id and the mapping body. */
export async function uploadAndMap(
  client: TestClient,
  content: string | Buffer,
  assetTypeId: number,
  fileName?: string,
): Promise<{ importId: number; body: Record<string, unknown> }> {
  const upload = await uploadImportFile(client, content, fileName);
  if (upload.statusCode !== 200) throw new Error(`Upload failed: ${upload.body}`);
  const importId = (upload.json() as { data: { import_id: number } }).data.import_id;
  const details = await client.get(`${base}/get-asset-mapping-details/${importId}?asset_type_id=${assetTypeId}`);
  const columns = (details.json() as { data: { columns_to_import: MappingColumn[] } }).data.columns_to_import;
  return {
    importId,
    body: {
      import_id: importId,
      mapped_system_attributes: columns.map(({ uuid, mapped_to }) => ({ uuid, mapped_to })),
      update_existing: false,
      should_handle_date: true,
      date_time_format: 'Y-m-d H:i',
      special_keys: { asset_type_id: assetTypeId },
    },
  };
}

export interface Tracking {
  status: string;
  status_text: string;
  processed_rows: number;
  total_rows: number;
  totalCreated: number;
  totalUpdated: number;
  totalFailed: number;
  totalWarning: number;
}

export async function readTracking(client: TestClient, id: number): Promise<Tracking> {
  return ((await client.get(`${base}/import-tracking-details/${id}`)).json() as { data: Tracking }).data;
}

/** Polls the tracking call until the import has ended (or `until` holds), as the tracking page does. */
export async function waitForImport(
  client: TestClient,
  id: number,
  until: (tracking: Tracking) => boolean = (tracking) => ['completed', 'failed'].includes(tracking.status),
): Promise<Tracking> {
  for (;;) {
    const tracking = await readTracking(client, id);
    if (until(tracking)) return tracking;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export async function importIssues(
  client: TestClient,
  id: number,
): Promise<{ row: number; field: string; comment: string; kind: string }[]> {
  const response = await client.get(`${base}/import-tracking-failed/${id}?page=1&limit=100`);
  return (response.json() as { data: { row: number; field: string; comment: string; kind: string }[] }).data;
}
