import type { AxiosInstance } from 'axios';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { AssetListFilters } from '../assets';
import type { ListQuery } from '../listParams';
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
    queryOptions({
      queryKey: reportKeys.list(query),
      queryFn: ({ signal }) => fetchReportPage(http, query, signal),
      placeholderData: keepPreviousData,
    }),
  /** A report is always read as stored, never from a cached copy. */
  detail: (http: AxiosInstance, id: number) =>
    queryOptions({
      queryKey: reportKeys.detail(id),
      queryFn: ({ signal }) => fetchReport(http, id, signal),
      staleTime: 0,
      gcTime: 0,
    }),
  /** The chart's counts; a new chart type reads them again, as the chart is drawn anew. */
  counts: (http: AxiosInstance, filters: AssetListFilters, dimension: CountDimension, chartType: string) =>
    queryOptions({
      queryKey: reportKeys.counts(filters, dimension, chartType),
      queryFn: ({ signal }) => fetchAssetCounts(http, filters, dimension, signal),
      staleTime: 0,
    }),
  columns: (http: AxiosInstance, id: number | undefined) =>
    queryOptions({
      queryKey: reportKeys.columns(id),
      queryFn: ({ signal }) => fetchAssetColumns(http, id, signal),
    }),
};

export const reportMutations = {
  save: (http: AxiosInstance) =>
    mutationOptions({
      mutationFn: ({ values, id }: { values: ReportSaveValues; id?: number }) => saveReport(http, values, id),
      onSettled: (_saved, _error, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: reportKeys.all }),
    }),
  remove: (http: AxiosInstance) =>
    mutationOptions({
      mutationFn: (id: number) => deleteReport(http, id),
      onSettled: (_message, _error, _id, _result, { client }) =>
        client.invalidateQueries({ queryKey: reportKeys.lists() }),
    }),
};
