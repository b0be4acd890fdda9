import type { AxiosInstance } from 'axios';
import type { AssetListFilters } from '../assets';
import type { ListQuery } from '../listParams';
import { invalidates, reloadOnSettled, removal } from '../query/mutations';
import { freshQuery, pagedQuery, readQuery } from '../query/options';
import { deleteReport, fetchAssetColumns, fetchAssetCounts, fetchReport, fetchReportPage, saveReport } from './calls';
import type { CountDimension, ReportSaveValues } from './types';

export const reportKeys = {
  all: ['reports'] as const,
  lists: () => ['reports', 'list'] as const,
  list: (query: ListQuery) => ['reports', 'list', query] as const,
  detail: (id: number) => ['reports', id] as const,
  counts: (filters: AssetListFilters, dimension: CountDimension, chartType: string) =>
    ['reports', 'counts', filters, dimension, chartType] as const,
  columns: (id: number | undefined) => ['reports', 'columns', id ?? null] as const,
};

export const reportQueries = {
  list: (http: AxiosInstance, query: ListQuery) =>
    pagedQuery(reportKeys.list(query), (signal) => fetchReportPage(http, query, signal)),
  /** A report is always read as stored, never from a cached copy. */
  detail: (http: AxiosInstance, id: number) =>
    freshQuery(reportKeys.detail(id), (signal) => fetchReport(http, id, signal)),
  /** The chart's counts; a new chart type reads them again, as the chart is drawn anew. */
  counts: (http: AxiosInstance, filters: AssetListFilters, dimension: CountDimension, chartType: string) =>
    readQuery(
      reportKeys.counts(filters, dimension, chartType),
      (signal) => fetchAssetCounts(http, filters, dimension, signal),
      { staleTime: 0 },
    ),
  columns: (http: AxiosInstance, id: number | undefined) =>
    readQuery(reportKeys.columns(id), (signal) => fetchAssetColumns(http, id, signal)),
};

export const reportMutations = {
  save: (http: AxiosInstance) =>
    reloadOnSettled(
      ({ values, id }: { values: ReportSaveValues; id?: number }) => saveReport(http, values, id),
      invalidates(reportKeys.all),
    ),
  remove: (http: AxiosInstance) => removal((id: number) => deleteReport(http, id), reportKeys.lists()),
};
