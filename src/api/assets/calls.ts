import type { AxiosInstance } from 'axios';
import { attachContractAssets, detachContractAsset } from '../contracts/actions';
import type { Owner } from '../owners';
import { attachReleaseAssets, detachReleaseAsset } from '../releases/calls';
import { filterParams, pagingParams, type ListQuery } from '../listParams';
import type { ParamValue } from '../params';
import { dataOf, isObject, readMessage, readPage, requireObject, type Page } from '../responses';
import type { AssetDetail, AssetFilterField, AssetOwnerType, AssetRow } from './types';

/**
 * A page of the asset list (body.data.data.data, body.data.data.total). `scope` narrows it, e.g.
 * { problem_ids: [4] } for a problem's assets or { problem_id: 4 } for those not yet attached.
 */
export async function fetchAssetList<Row = AssetRow>(
  http: AxiosInstance,
  query: ListQuery,
  scope: Record<string, ParamValue>,
  filters: Record<string, number[] | undefined> = {},
  signal?: AbortSignal,
): Promise<Page<Row>> {
  const response = await http.get('/service-desk/api/asset-list', {
    params: { ...scope, ...filterParams(filters), ...pagingParams(query) },
    signal,
  });
  return readPage<Row>(dataOf(response.data), 'data');
}

/** The lookup an entry names, or the last segment of its lookup url (/api/dependency/users: users). */
function dependencyOf(entry: Record<string, unknown>): string | undefined {
  if (typeof entry.dependency === 'string') return entry.dependency;
  return typeof entry.url === 'string' ? entry.url.split('/').filter(Boolean).pop() : undefined;
}

/** The filters the asset list offers (GET module-filter-structure/asset); entries it cannot read are left out. */
export async function fetchAssetFilterStructure(
  http: AxiosInstance,
  signal?: AbortSignal,
): Promise<AssetFilterField[]> {
  const response = await http.get('/service-desk/api/module-filter-structure/asset', { signal });
  const entries = isObject(response.data) && Array.isArray(response.data.data) ? response.data.data : [];
  return entries.filter(isObject).flatMap((entry) => {
    const dependency = dependencyOf(entry);
    if (typeof entry.key !== 'string' || !dependency) return [];
    return [{ key: entry.key, label: typeof entry.label === 'string' ? entry.label : entry.key, dependency }];
  });
}

/** The asset-list parameter that lists an owner's assets. */
const OWNER_FILTERS: Record<AssetOwnerType, string> = {
  sd_problem: 'problem_ids',
  sd_changes: 'change_ids',
  sd_releases: 'release_ids',
  sd_products: 'product_ids',
  tickets: 'ticket_ids',
  sd_contracts: 'contract_ids',
  users: 'used_by_ids',
  organizations: 'org_ids',
};

/** The parameter that lists the assets an owner does not have yet. */
const ATTACHABLE_TO: Record<AttachOwner['type'], string> = {
  sd_problem: 'problem_id',
  sd_changes: 'change_id',
  sd_releases: 'release_id',
  sd_products: 'product_id',
  tickets: 'ticket_id',
  sd_contracts: 'contract_id',
};

export type AssetOwner = Owner<AssetOwnerType>;
export type AttachOwner = Owner<
  'sd_problem' | 'sd_changes' | 'sd_releases' | 'tickets' | 'sd_contracts' | 'sd_products'
>;

/** The assets of an owner; an archived ticket's are asked for with isArchive=1. */
export function fetchAssetsOf(
  http: AxiosInstance,
  owner: AssetOwner,
  query: ListQuery,
  { archived = false }: { archived?: boolean } = {},
  signal?: AbortSignal,
): Promise<Page<AssetRow>> {
  const scope = { [OWNER_FILTERS[owner.type]]: [owner.id], ...(archived ? { isArchive: 1 } : {}) };
  return fetchAssetList(http, query, scope, {}, signal);
}

/** The list scope of the assets that can still be attached to an owner, e.g. { problem_id: 4 }. */
export function attachableScope(owner: AttachOwner): Record<string, ParamValue> {
  return { [ATTACHABLE_TO[owner.type]]: owner.id };
}

export async function attachProblemAssets(http: AxiosInstance, problemId: number, assetIds: number[]): Promise<string> {
  const response = await http.post(`/service-desk/api/problem-attach-assets/${problemId}`, { asset_ids: assetIds });
  return readMessage(response.data);
}

export async function detachProblemAsset(http: AxiosInstance, problemId: number, assetId: number): Promise<string> {
  const response = await http.delete(`/service-desk/api/problem-detach-asset/${problemId}/${assetId}`);
  return readMessage(response.data);
}

export async function attachChangeAssets(http: AxiosInstance, changeId: number, assetIds: number[]): Promise<string> {
  const response = await http.post(`/service-desk/api/change/attach-assets/${changeId}`, { asset_ids: assetIds });
  return readMessage(response.data);
}

export async function detachChangeAsset(http: AxiosInstance, changeId: number, assetId: number): Promise<string> {
  const response = await http.delete(`/service-desk/api/change/detach-asset/${changeId}/${assetId}`);
  return readMessage(response.data);
}

export async function attachTicketAssets(http: AxiosInstance, ticketId: number, assetIds: number[]): Promise<string> {
  const response = await http.post('/service-desk/api/ticket-attach-assets', {
    ticket_id: ticketId,
    asset_ids: assetIds,
  });
  return readMessage(response.data);
}

export async function detachTicketAsset(http: AxiosInstance, ticketId: number, assetId: number): Promise<string> {
  const response = await http.delete(`/service-desk/api/detach-asset/${ticketId}/${assetId}`);
  return readMessage(response.data);
}

/** POST /service-desk/api/product/attach-asset (JSON: asset_ids, product_id). */
export async function attachProductAssets(http: AxiosInstance, productId: number, assetIds: number[]): Promise<string> {
  const response = await http.post('/service-desk/api/product/attach-asset', {
    asset_ids: assetIds,
    product_id: productId,
  });
  return readMessage(response.data);
}

export async function detachProductAsset(http: AxiosInstance, productId: number, assetId: number): Promise<string> {
  const response = await http.delete(`/service-desk/api/product/detach-asset/${productId}/${assetId}`);
  return readMessage(response.data);
}

const ATTACH_CALLS = {
  sd_problem: attachProblemAssets,
  sd_changes: attachChangeAssets,
  sd_releases: attachReleaseAssets,
  tickets: attachTicketAssets,
  sd_contracts: attachContractAssets,
  sd_products: attachProductAssets,
};
const DETACH_CALLS = {
  sd_problem: detachProblemAsset,
  sd_changes: detachChangeAsset,
  sd_releases: detachReleaseAsset,
  tickets: detachTicketAsset,
  sd_contracts: detachContractAsset,
  sd_products: detachProductAsset,
};

export function attachAssets(http: AxiosInstance, owner: AttachOwner, assetIds: number[]): Promise<string> {
  return ATTACH_CALLS[owner.type](http, owner.id, assetIds);
}

export function detachAsset(http: AxiosInstance, owner: AttachOwner, assetId: number): Promise<string> {
  return DETACH_CALLS[owner.type](http, owner.id, assetId);
}

/** GET /service-desk/api/asset/{id}: the asset at data.asset. */
export async function fetchAsset(http: AxiosInstance, id: number, signal?: AbortSignal): Promise<AssetDetail> {
  const response = await http.get(`/service-desk/api/asset/${id}`, { signal });
  return requireObject(dataOf(response.data).asset) as unknown as AssetDetail;
}
