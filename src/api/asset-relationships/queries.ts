import type { AxiosInstance } from 'axios';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { addRelationship, fetchRelationGroups, fetchRelationshipGraph, removeRelationship } from './calls';
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
 * change invalidates every relationship query.
 */
export const assetRelationshipMutations = {
  add: (http: AxiosInstance) =>
    mutationOptions({
      mutationFn: (input: RelationshipInput) => addRelationship(http, input),
      onSuccess: (_message, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: assetRelationshipKeys.all }),
    }),
  remove: (http: AxiosInstance) =>
    mutationOptions({
      mutationFn: (input: RelationshipInput) => removeRelationship(http, input),
      onSettled: (_message, _error, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: assetRelationshipKeys.all }),
    }),
};
