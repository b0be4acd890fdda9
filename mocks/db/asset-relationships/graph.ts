import type { Db } from '../types';

/** The most assets a map holds; past it the graph is cut and flagged `truncated`. */
export const MAX_GRAPH_NODES = 1000;

export interface GraphNode {
  id: number;
  name: string;
  asset_type: string;
}

/** One relationship read in its forward direction: the parent "Depends on" the child. */
export interface GraphEdge {
  parent_asset_id: number;
  child_asset_id: number;
  cmdb_id: number;
  relation_name: string;
}

export interface RelationshipGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
  truncated: boolean;
}

interface EdgeRow {
  id: number;
  source_id: number;
  target_id: number;
  cmdb_id: number;
  relation_name: string;
}

const EDGE_COLUMNS = `r.id, c.id AS cmdb_id, c.forward_relation_name AS relation_name,
  CASE r.relation WHEN 'forward' THEN r.parent_asset_id ELSE r.child_asset_id END AS source_id,
  CASE r.relation WHEN 'forward' THEN r.child_asset_id ELSE r.parent_asset_id END AS target_id`;

/**
 * The connected part of the relationship network around the asset (every relation type, either
 * direction), breadth first from the asset, at most `maxNodes` assets and the edges between them.
 */
export function relationshipGraph(db: Db, assetId: number, maxNodes = MAX_GRAPH_NODES): RelationshipGraph {
  const touching = db.prepare(
    `SELECT ${EDGE_COLUMNS} FROM asset_relationships r JOIN cmdb_relation_types c ON c.id = r.cmdb_id
     WHERE r.parent_asset_id = ?
     UNION ALL
     SELECT ${EDGE_COLUMNS} FROM asset_relationships r JOIN cmdb_relation_types c ON c.id = r.cmdb_id
     WHERE r.child_asset_id = ?`,
  );
  const seen = new Set<number>([assetId]);
  const queue = [assetId];
  const edges = new Map<number, EdgeRow>();
  let truncated = false;
  for (let next = 0; next < queue.length; next++) {
    for (const edge of touching.all(queue[next], queue[next]) as EdgeRow[]) {
      edges.set(edge.id, edge);
      for (const id of [edge.source_id, edge.target_id]) {
        if (seen.has(id)) continue;
        if (seen.size >= maxNodes) {
          truncated = true;
          continue;
        }
        seen.add(id);
        queue.push(id);
      }
    }
  }
  return {
    nodes: graphNodes(db, queue),
    edges: [...edges.values()].filter((edge) => seen.has(edge.source_id) && seen.has(edge.target_id)).map(asGraphEdge),
    truncated,
  };
}

/** The assets with these ids, with their type's name, by id. */
export function graphNodes(db: Db, ids: readonly number[]): GraphNode[] {
  return db
    .prepare(
      `SELECT a.id, a.name, t.name AS asset_type FROM assets a JOIN asset_types t ON t.id = a.asset_type_id
       WHERE a.id IN (SELECT value FROM json_each(?)) ORDER BY a.id`,
    )
    .all(JSON.stringify(ids)) as GraphNode[];
}

/** A relationship read forward (`source` relates to `target` by the forward name) as the answers give it. */
export function asGraphEdge(edge: Omit<EdgeRow, 'id'>): GraphEdge {
  return {
    parent_asset_id: edge.source_id,
    child_asset_id: edge.target_id,
    cmdb_id: edge.cmdb_id,
    relation_name: edge.relation_name,
  };
}
