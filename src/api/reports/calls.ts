import type { AxiosInstance } from 'axios';
import { assetListParams, type AssetListFilters } from '../assets';
import { pagingParams, type ListQuery } from '../listParams';
import { deleteReferenceRecord, fetchReferenceRecord, type ReferenceRecordApi } from '../referenceRecords';
import { dataOf, readMessage, readPage, readSavedId, requireList, type Page, type SavedRecord } from '../responses';
import type { AssetColumn, AssetCount, CountDimension, Report, ReportRow, ReportSaveValues } from './types';

const API = '/service-desk/api';
const ASSET_LIST = `${API}/asset-list`;

export const REPORT_API: ReferenceRecordApi = {
  listPath: `${API}/reports`,
  listKey: 'reports',
  recordPath: `${API}/reports`,
  recordKey: 'report_filter',
};

/** GET reports: a page of reports at data.reports.data with data.reports.total. */
export async function fetchReportPage(
  http: AxiosInstance,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<Page<ReportRow>> {
  const response = await http.get(REPORT_API.listPath, { params: pagingParams(query), signal });
  return readPage<ReportRow>({ data: dataOf(response.data).reports }, 'data');
}

export function fetchReport(http: AxiosInstance, id: number, signal?: AbortSignal): Promise<Report> {
  return fetchReferenceRecord<Report>(http, REPORT_API, id, signal);
}

/** POST reports/create (JSON; the filters as a JSON text, an id when updating). */
export async function saveReport(http: AxiosInstance, values: ReportSaveValues, id?: number): Promise<SavedRecord> {
  const response = await http.post(`${API}/reports/create`, {
    ...(id === undefined ? {} : { id }),
    name: values.name,
    description: values.description,
    type: 'asset',
    fields: JSON.stringify(values.fields),
    report_column_keys: values.report_column_keys,
  });
  return { message: readMessage(response.data), id: id ?? readSavedId(response.data) };
}

export function deleteReport(http: AxiosInstance, id: number): Promise<string> {
  return deleteReferenceRecord(http, REPORT_API, id);
}

/** GET asset-list?count=true: the assets the filters match, counted per dimension. */
export async function fetchAssetCounts(
  http: AxiosInstance,
  filters: AssetListFilters,
  dimension: CountDimension,
  signal?: AbortSignal,
): Promise<AssetCount[]> {
  const response = await http.get(ASSET_LIST, {
    params: { ...assetListParams(filters), count: true, count_by: dimension },
    signal,
  });
  return requireList<AssetCount>(dataOf(response.data).assets);
}

/** GET asset-list?column=true: the asset columns, shown as the report `filterId` chose them. */
export async function fetchAssetColumns(
  http: AxiosInstance,
  filterId: number | undefined,
  signal?: AbortSignal,
): Promise<AssetColumn[]> {
  const response = await http.get(ASSET_LIST, { params: { column: true, filter_id: filterId }, signal });
  return requireList<AssetColumn>(dataOf(response.data).asset_columns);
}

/** The export of a report, opened in a new window: export/{csv|excel}?filter_id={id}. */
export function reportExportPath(format: 'csv' | 'excel', id: number): string {
  return `${API}/export/${format}?filter_id=${id}`;
}
