import type { AxiosInstance } from 'axios';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { addRelationship, fetchRelationGroups, fetchRelationshipGraph, removeRelationship } from './calls';
import { activityLogKeys } from '../activity-logs';
import { assetOwner } from '../owners';
import type { RelationshipInput } from './types';

export const assetRelationshipKeys = {
  all: ['asset-relationships'] as const,
  groups: (assetId: number) => ['asset-relationships', 'groups', assetId] as const,
  graph: (assetId: number) => ['asset-relationships', 'graph', assetId] as const,
};

export const assetRelationshipQueries = {
  groups: (http: AxiosInstance, assetId: number) =>
    queryOptions({
      queryKey: assetRelationshipKeys.groups(assetId),
      queryFn: ({ signal }) => fetchRelationGroups(http, assetId, signal),
    }),
  graph: (http: AxiosInstance, assetId: number) =>
    queryOptions({
      queryKey: assetRelationshipKeys.graph(assetId),
      queryFn: ({ signal }) => fetchRelationshipGraph(http, assetId, signal),
    }),
};

/**
 * A relationship shows on both of its assets' tables and in every map that holds them, so a
 * change invalidates every relationship query, and the shown asset's activity log.
 */
function reloadAfterChange(client: QueryClient, input: RelationshipInput) {
  return Promise.all([
    client.invalidateQueries({ queryKey: assetRelationshipKeys.all }),
    client.invalidateQueries({ queryKey: activityLogKeys.of(assetOwner(input.parent_asset_id)) }),
  ]);
}

export const assetRelationshipMutations = {
  add: (http: AxiosInstance) =>
    mutationOptions({
      mutationFn: (input: RelationshipInput) => addRelationship(http, input),
      onSuccess: (_message, input, _result, { client }) => reloadAfterChange(client, input),
    }),
  remove: (http: AxiosInstance) =>
    mutationOptions({
      mutationFn: (input: RelationshipInput) => removeRelationship(http, input),
      onSettled: (_message, _error, input, _result, { client }) => reloadAfterChange(client, input),
    }),
};
