import type { AxiosInstance } from 'axios';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CustomFieldType } from '../changes/types';
import type { ListQuery } from '../listParams';
import type { Params } from '../params';
import type { Page } from '../responses';
import { fetchAssetList } from './calls';
import { getDataList } from '../getDataList';

interface Ref {
  id: number;
  name: string;
}

interface AssetListPerson {
  id: number;
  full_name: string;
  email?: string;
}

/** One row of the asset list page (GET asset-list). */
export interface AssetListRow {
  id: number;
  asset_id?: string;
  name: string;
  identifier: string | null;
  asset_type: Ref | null;
  asset_status: Ref | null;
  department: Ref | null;
  location: Ref | null;
  organization: Ref | null;
  managed_by: AssetListPerson | null;
  used_by: AssetListPerson | null;
  impact_type: Ref | null;
  product: Ref | null;
  assigned_on: string | null;
  created_at: string;
  updated_at: string;
  attachment: { id: number; value: string } | null;
}

/** A custom field the asset list filters by (GET asset-custom-field-list, data.custom_fields). */
export interface AssetCustomFieldDefinition {
  id: number;
  label: string;
  /** The list parameter it is filtered by, custom_{id}. */
  unique: string;
  type: CustomFieldType;
  options: string[];
  api_info: unknown;
}

/** The asset list's filters as the filter panel gives them: ids, choices, texts and from~to ranges. */
export type AssetListFilters = Record<string, number[] | string[] | string>;

/** The assigned-on range goes as two moments, assigned_on_begin and assigned_on_end; the rest as they are. */
export function assetListParams(filters: AssetListFilters): Params {
  const { assigned_on: assignedOn, ...rest } = filters;
  if (typeof assignedOn !== 'string') return rest;
  const [begin, end] = assignedOn.split('~');
  return { ...rest, assigned_on_begin: begin, assigned_on_end: end };
}

export function fetchAssetCustomFields(
  http: AxiosInstance,
  signal?: AbortSignal,
): Promise<AssetCustomFieldDefinition[]> {
  return getDataList<AssetCustomFieldDefinition>(
    http,
    '/service-desk/api/asset-custom-field-list',
    'custom_fields',
    signal,
  );
}

/** A page of the asset list page with every filter sent. */
export function fetchAssetListPage(
  http: AxiosInstance,
  query: ListQuery,
  filters: AssetListFilters,
  signal?: AbortSignal,
): Promise<Page<AssetListRow>> {
  return fetchAssetList<AssetListRow>(http, query, assetListParams(filters), {}, signal);
}

export const assetListKeys = {
  page: (query: ListQuery, filters: AssetListFilters) => ['assets', 'list-page', query, filters] as const,
  customFields: () => ['assets', 'custom-fields'] as const,
};

export const assetListQueries = {
  page: (http: AxiosInstance, query: ListQuery, filters: AssetListFilters) =>
    queryOptions({
      queryKey: assetListKeys.page(query, filters),
      queryFn: ({ signal }) => fetchAssetListPage(http, query, filters, signal),
      placeholderData: keepPreviousData,
    }),
  customFields: (http: AxiosInstance) =>
    queryOptions({
      queryKey: assetListKeys.customFields(),
      queryFn: ({ signal }) => fetchAssetCustomFields(http, signal),
      staleTime: 5 * 60 * 1000,
    }),
};

/** The label sheet of the chosen assets, relative to the api base: generate-barcode?ids[0]=..&ids[1]=.. */
export function barcodeSheetPath(assetIds: readonly number[]): string {
  const ids = assetIds.map((id, index) => `ids[${index}]=${id}`).join('&');
  return `/service-desk/generate-barcode?${ids}`;
}
