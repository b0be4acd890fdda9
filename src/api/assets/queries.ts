import type { AxiosInstance } from 'axios';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListQuery } from '../listParams';
import type { Owner } from '../owners';
import type { ParamValue } from '../params';
import { invalidates, reloadOnSettled, reloadOnSuccess } from '../query/mutations';
import { pagedQuery, readQuery } from '../query/options';
import {
  attachAssets,
  detachAsset,
  fetchAsset,
  fetchAssetFilterStructure,
  fetchAssetList,
  fetchAssetsOf,
  type AssetOwner,
  type AttachOwner,
} from './calls';

export const assetKeys = {
  all: ['assets'] as const,
  list: (scope: Record<string, ParamValue>, filters: Record<string, number[]>, query: ListQuery) =>
    ['assets', 'list', scope, filters, query] as const,
  attachedTo: (owner: Owner) => ['assets', 'of', owner] as const,
  filterStructure: () => ['assets', 'filter-structure'] as const,
  pageOf: (owner: Owner, archived: boolean, query: ListQuery) => ['assets', 'of', owner, archived, query] as const,
  detail: (id: number) => ['assets', 'detail', id] as const,
};

export const assetQueries = {
  detail: (http: AxiosInstance, id: number) =>
    readQuery(assetKeys.detail(id), (signal) => fetchAsset(http, id, signal)),
  /** The filters the asset list offers; asked once per page. */
  filterStructure: (http: AxiosInstance) =>
    readQuery(assetKeys.filterStructure(), (signal) => fetchAssetFilterStructure(http, signal), {
      staleTime: Infinity,
    }),
  /** The asset list narrowed by a scope and filters (the attach dialog's list), always asked afresh. */
  list: (http: AxiosInstance, scope: Record<string, ParamValue>, filters: Record<string, number[]>, query: ListQuery) =>
    queryOptions({
      queryKey: assetKeys.list(scope, filters, query),
      queryFn: ({ signal }) => fetchAssetList(http, query, scope, filters, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  attachedTo: (http: AxiosInstance, owner: AssetOwner, query: ListQuery, { archived = false } = {}) =>
    pagedQuery(assetKeys.pageOf(owner, archived, query), (signal) =>
      fetchAssetsOf(http, owner, query, { archived }, signal),
    ),
};

/** Attaching reloads the owner's assets once it has succeeded, detaching whether it did or not. */
export const assetMutations = {
  attach: (http: AxiosInstance, owner: AttachOwner) =>
    reloadOnSuccess(
      (assetIds: number[]) => attachAssets(http, owner, assetIds),
      invalidates(assetKeys.attachedTo(owner)),
    ),
  detach: (http: AxiosInstance, owner: AttachOwner) =>
    reloadOnSettled((assetId: number) => detachAsset(http, owner, assetId), invalidates(assetKeys.attachedTo(owner))),
};
