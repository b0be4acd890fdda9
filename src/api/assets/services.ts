import type { AxiosInstance } from 'axios';
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { activityLogKeys } from '../activity-logs/queries';
import { pagingParams, type ListQuery } from '../listParams';
import { assetOwner } from '../owners';
import { noActionFlags, readActionFlags } from '../permissions/flags';
import { dataOf, readMessage, readPage, type Page } from '../responses';
import { assetKeys } from './queries';

const API = '/service-desk/api';

/** The records an asset is attached to from its page, as attach-asset-services names their type. */
export const ASSET_SERVICE_TYPES = ['tickets', 'sd_problem', 'sd_changes', 'sd_releases', 'sd_contracts'] as const;
export type AssetServiceType = (typeof ASSET_SERVICE_TYPES)[number];

/** The list call of each type: GET {category}-list, its rows at data.{category}s. */
export const ASSET_SERVICE_CATEGORY: Record<AssetServiceType, string> = {
  tickets: 'ticket',
  sd_problem: 'problem',
  sd_changes: 'change',
  sd_releases: 'release',
  sd_contracts: 'contract',
};

export const ASSET_ACTION_KEYS = [
  'asset_edit',
  'asset_delete',
  'attach_tickets',
  'attach_problems',
  'attach_changes',
  'attach_releases',
  'attach_contracts',
  'detach_tickets',
  'detach_problems',
  'detach_changes',
  'detach_releases',
  'detach_contracts',
  'associated_problems_tab_viewable',
  'associated_changes_tab_viewable',
  'associated_releases_tab_viewable',
  'associated_contracts_tab_viewable',
  'associated_tickets_tab_viewable',
] as const;
export type AssetActionKey = (typeof ASSET_ACTION_KEYS)[number];
export type AssetActions = Record<AssetActionKey, boolean>;

/** What the asset page offers until the flags have arrived (or when they cannot be read): nothing. */
export const NO_ASSET_ACTIONS = noActionFlags(ASSET_ACTION_KEYS);

/** GET asset-action/{id}: the flags at data.asset_actions. */
export async function fetchAssetActions(http: AxiosInstance, id: number, signal?: AbortSignal): Promise<AssetActions> {
  const response = await http.get(`${API}/asset-action/${id}`, { signal });
  return readActionFlags(dataOf(response.data).asset_actions, ASSET_ACTION_KEYS);
}

/** A page of the records of one type the asset is attached to (tickets are filtered with asset-ids[]). */
export async function fetchAssetServices<Row>(
  http: AxiosInstance,
  type: AssetServiceType,
  assetId: number,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<Page<Row>> {
  const category = ASSET_SERVICE_CATEGORY[type];
  const filter = type === 'tickets' ? 'asset-ids' : 'asset_ids';
  const response = await http.get(`${API}/${category}-list`, {
    params: { [filter]: [assetId], ...pagingParams(query) },
    signal,
  });
  return readPage<Row>(response.data, `${category}s`);
}

export async function attachAssetServices(
  http: AxiosInstance,
  assetId: number,
  type: AssetServiceType,
  ids: number[],
): Promise<string> {
  const response = await http.post(`${API}/attach-asset-services/${assetId}`, { type, type_ids: ids });
  return readMessage(response.data);
}

export async function detachAssetServices(
  http: AxiosInstance,
  assetId: number,
  type: AssetServiceType,
  ids: number[],
): Promise<string> {
  const response = await http.delete(`${API}/detach-asset-services/${assetId}`, { data: { type, type_ids: ids } });
  return readMessage(response.data);
}

export async function deleteAsset(http: AxiosInstance, id: number): Promise<string> {
  const response = await http.delete(`${API}/asset-delete/${id}`);
  return readMessage(response.data);
}

export const assetServiceKeys = {
  actions: (id: number) => ['assets', 'detail', id, 'actions'] as const,
  /** Every list of what the asset is attached to. */
  services: (id: number) => ['assets', 'detail', id, 'services'] as const,
  page: (id: number, type: AssetServiceType, query: ListQuery) =>
    ['assets', 'detail', id, 'services', type, query] as const,
};

export const assetServiceQueries = {
  actions: (http: AxiosInstance, id: number) =>
    queryOptions({
      queryKey: assetServiceKeys.actions(id),
      queryFn: ({ signal }) => fetchAssetActions(http, id, signal),
    }),
  page: <Row>(http: AxiosInstance, assetId: number, type: AssetServiceType, query: ListQuery) =>
    queryOptions({
      queryKey: assetServiceKeys.page(assetId, type, query),
      queryFn: ({ signal }) => fetchAssetServices<Row>(http, type, assetId, query, signal),
      placeholderData: keepPreviousData,
    }),
};

/**
 * A change to what the asset is attached to reloads those lists, the asset's log, and the asset
 * tabs of the records on the other side.
 */
function reloadServices(client: QueryClient, assetId: number): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: assetServiceKeys.services(assetId) }),
    client.invalidateQueries({ queryKey: [...assetKeys.all, 'of'] }),
    client.invalidateQueries({ queryKey: activityLogKeys.of(assetOwner(assetId)) }),
  ]);
}

export const assetServiceMutations = {
  attach: (http: AxiosInstance, assetId: number) =>
    mutationOptions({
      mutationFn: ({ type, ids }: { type: AssetServiceType; ids: number[] }) =>
        attachAssetServices(http, assetId, type, ids),
      onSettled: (_message, _error, _input, _result, { client }) => reloadServices(client, assetId),
    }),
  detach: (http: AxiosInstance, assetId: number) =>
    mutationOptions({
      mutationFn: ({ type, ids }: { type: AssetServiceType; ids: number[] }) =>
        detachAssetServices(http, assetId, type, ids),
      onSettled: (_message, _error, _input, _result, { client }) => reloadServices(client, assetId),
    }),
  remove: (http: AxiosInstance) =>
    mutationOptions({
      mutationFn: (id: number) => deleteAsset(http, id),
      // The page goes to the list: nothing is asked again now, the asset lists are on their next showing.
      onSuccess: (_message, _id, _result, { client }) =>
        client.invalidateQueries({ queryKey: assetKeys.all, refetchType: 'none' }),
    }),
};
