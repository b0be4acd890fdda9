import type { AxiosInstance } from 'axios';
import { dataOf, readMessage, requireList } from '../responses';
import type { RelationGroup, RelationshipGraph, RelationshipInput } from './types';
import { getDataList } from '../getDataList';

const API = '/service-desk/api';

/** GET cmdb-asset-table/{id}: the asset's relationships grouped by relation type (data.cmdb_data). */
export function fetchRelationGroups(
  http: AxiosInstance,
  assetId: number,
  signal?: AbortSignal,
): Promise<RelationGroup[]> {
  return getDataList<RelationGroup>(http, `${API}/cmdb-asset-table/${assetId}`, 'cmdb_data', signal);
}

/** GET cmdb-asset/{id}: the network around the asset (data.nodes, data.edges). */
export async function fetchRelationshipGraph(
  http: AxiosInstance,
  assetId: number,
  signal?: AbortSignal,
): Promise<RelationshipGraph> {
  const data = dataOf((await http.get(`${API}/cmdb-asset/${assetId}`, { signal })).data);
  return { nodes: requireList(data.nodes), edges: requireList(data.edges) };
}

/** POST make-cmdb: relates the parent to each child by the relation type, forward or inverse. */
export async function addRelationship(http: AxiosInstance, input: RelationshipInput): Promise<string> {
  return readMessage((await http.post(`${API}/make-cmdb`, input)).data);
}

/** DELETE remove-cmdb with the relationship in the body, as the asset's table states it. */
export async function removeRelationship(http: AxiosInstance, input: RelationshipInput): Promise<string> {
  return readMessage((await http.delete(`${API}/remove-cmdb`, { data: input })).data);
}
