import type { AxiosInstance } from 'axios';
import { queryOptions } from '@tanstack/react-query';
import { dataOf, requireList } from '../responses';
import { assetRelationshipKeys } from './queries';
import type { GraphEdge } from './types';

const API = '/service-desk/api';

/** An asset an impact reaches: `depth` steps from where it started (0: the asset or the change's assets). */
export interface ImpactNode {
  id: number;
  name: string;
  asset_type: string;
  depth: number;
  open_tickets: number;
  open_problems: number;
  open_changes: number;
}

/** What depends on an asset or a change's assets, transitively; `truncated` when cut at the server's bound. */
export interface Impact {
  nodes: ImpactNode[];
  edges: GraphEdge[];
  truncated: boolean;
}

/** Where an impact starts: one asset, or every asset attached to a change. */
export type ImpactSource = { asset: number } | { change: number };

function impactPath(source: ImpactSource): string {
  return 'asset' in source ? `${API}/asset-impact/${source.asset}` : `${API}/change-impact/${source.change}`;
}

/** GET asset-impact/{id} or change-impact/{changeId}: data.nodes, data.edges, data.truncated. */
export async function fetchImpact(http: AxiosInstance, source: ImpactSource, signal?: AbortSignal): Promise<Impact> {
  const data = dataOf((await http.get(impactPath(source), { signal })).data);
  return {
    nodes: requireList(data.nodes),
    edges: requireList(data.edges),
    truncated: data.truncated === true,
  };
}

/** Under the relationship keys: adding or removing a relationship invalidates every impact too. */
export const impactQueries = {
  of: (http: AxiosInstance, source: ImpactSource) =>
    queryOptions({
      queryKey: [...assetRelationshipKeys.all, 'impact', source] as const,
      queryFn: ({ signal }) => fetchImpact(http, source, signal),
    }),
};
