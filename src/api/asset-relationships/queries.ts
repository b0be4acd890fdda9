import type { AxiosInstance } from 'axios';
import type { QueryClient } from '@tanstack/react-query';
import { addRelationship, fetchRelationGroups, fetchRelationshipGraph, removeRelationship } from './calls';
import { activityLogKeys } from '../activity-logs';
import { assetOwner } from '../owners';
import { invalidateEach, reloadOnSettled, reloadOnSuccess } from '../query/mutations';
import { readQuery } from '../query/options';
import type { RelationshipInput } from './types';

export const assetRelationshipKeys = {
  all: ['asset-relationships'] as const,
  groups: (assetId: number) => ['asset-relationships', 'groups', assetId] as const,
  graph: (assetId: number) => ['asset-relationships', 'graph', assetId] as const,
};

export const assetRelationshipQueries = {
  groups: (http: AxiosInstance, assetId: number) =>
    readQuery(assetRelationshipKeys.groups(assetId), (signal) => fetchRelationGroups(http, assetId, signal)),
  graph: (http: AxiosInstance, assetId: number) =>
    readQuery(assetRelationshipKeys.graph(assetId), (signal) => fetchRelationshipGraph(http, assetId, signal)),
};

/**
 * A relationship shows on both of its assets' tables and in every map that holds them, so a
 * change invalidates every relationship query, and the shown asset's activity log.
 */
function reloadAfterChange(client: QueryClient, input: RelationshipInput) {
  return invalidateEach(client, [assetRelationshipKeys.all, activityLogKeys.of(assetOwner(input.parent_asset_id))]);
}

export const assetRelationshipMutations = {
  add: (http: AxiosInstance) =>
    reloadOnSuccess((input: RelationshipInput) => addRelationship(http, input), reloadAfterChange),
  remove: (http: AxiosInstance) =>
    reloadOnSettled((input: RelationshipInput) => removeRelationship(http, input), reloadAfterChange),
};
