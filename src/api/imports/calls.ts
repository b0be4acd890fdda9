import type { AxiosInstance } from 'axios';
import { unreadableAnswer } from '../errors';
import { dataOf, isObject, readMessage, requireList, type Page } from '../responses';
import type { DryRunResult, ImportIssue, ImportTracking, MappingDetails, MappingSubmit } from './types';

/** The asset importer's calls, under the product base as the spec names them. */
export const ASSET_IMPORT_SETTINGS = {
  type: 'asset',
  uploadUrl: '/service-desk/asset-upload-csv',
  discardUrl: '/service-desk/import-discard',
  mappingDetailsUrl: '/service-desk/get-asset-mapping-details',
  mappingUrl: '/service-desk/post-asset-mapping',
  dryRunUrl: '/service-desk/asset-import-dry-run',
  sampleUrl: '/service-desk/asset-import-sample',
} as const;

export const TRACKING_PATHS = {
  details: (id: number) => `/service-desk/import-tracking-details/${id}`,
  failed: (id: number) => `/service-desk/import-tracking-failed/${id}`,
};

/** POST multipart import_file to the upload URL; answers data.import_id. */
export async function uploadImportFile(
  http: AxiosInstance,
  url: string,
  file: File,
): Promise<{ importId: number; message: string }> {
  const form = new FormData();
  form.append('import_file', file);
  const response = await http.post(url, form);
  const importId = Number(dataOf(response.data).import_id);
  if (!Number.isInteger(importId) || importId <= 0) throw unreadableAnswer(response.status);
  return { importId, message: readMessage(response.data) };
}

/** GET the mapping-details URL plus the import id, with the extra data (asset_type_id) as parameters. */
export async function fetchMappingDetails(
  http: AxiosInstance,
  url: string,
  importId: number,
  extra: Record<string, number>,
  signal?: AbortSignal,
): Promise<MappingDetails> {
  const data = dataOf((await http.get(`${url}/${importId}`, { params: extra, signal })).data);
  return {
    columns_to_import: requireList(data.columns_to_import),
    csv_headers_for_mapping: requireList(data.csv_headers_for_mapping),
    handle_date_field: data.handle_date_field === true,
  };
}

/** POST the mapping as JSON: the import starts; answers its tracking id. */
export async function submitMapping(
  http: AxiosInstance,
  url: string,
  body: MappingSubmit,
): Promise<{ trackingId: number; message: string }> {
  const response = await http.post(url, body);
  const trackingId = Number(dataOf(response.data).tracking_id ?? body.import_id);
  return { trackingId, message: readMessage(response.data) };
}

/** POST the mapping to the dry-run URL: what the import would do, nothing written. */
export async function dryRunImport(http: AxiosInstance, url: string, body: MappingSubmit): Promise<DryRunResult> {
  const data = dataOf((await http.post(url, body)).data);
  requireList(data.issues);
  return data as unknown as DryRunResult;
}

/** DELETE the discard URL plus the import id. */
export async function discardImport(http: AxiosInstance, url: string, importId: number): Promise<string> {
  return readMessage((await http.delete(`${url}/${importId}`)).data);
}

export async function fetchImportTracking(
  http: AxiosInstance,
  id: number,
  signal?: AbortSignal,
): Promise<ImportTracking> {
  return dataOf((await http.get(TRACKING_PATHS.details(id), { signal })).data) as unknown as ImportTracking;
}

/** GET import-tracking-failed/{id} with page and limit: a data list and its total. */
export async function fetchImportIssues(
  http: AxiosInstance,
  id: number,
  { page, limit }: { page: number; limit: number },
  signal?: AbortSignal,
): Promise<Page<ImportIssue>> {
  const body: unknown = (await http.get(TRACKING_PATHS.failed(id), { params: { page, limit }, signal })).data;
  const total = Number(isObject(body) ? body.total : undefined);
  if (!isObject(body) || !Number.isFinite(total)) throw unreadableAnswer();
  return { rows: requireList(body.data), total };
}
