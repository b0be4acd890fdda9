import { CLOSED_CHANGE_STATUS } from '../changes/state';
import { assetsOf } from '../records/associations';
import type { Db } from '../types';
import { DIRECTED_EDGES } from './edges';
import { asGraphEdge, graphNodes, MAX_GRAPH_NODES } from './graph';
import type { Impact } from '@/api/asset-relationships/impact';

/**
 * Every relationship as a dependency: `dependent_id` stops working when `provider_id` fails, the
 * end given by the relation type's `dependent` (schema.ts), plus the relationship read forward.
 */
const DEPENDENCIES = `
  SELECT e.id, e.source_id, e.target_id, e.cmdb_id, c.forward_relation_name AS relation_name,
    CASE c.dependent WHEN 'parent' THEN e.source_id ELSE e.target_id END AS dependent_id,
    CASE c.dependent WHEN 'parent' THEN e.target_id ELSE e.source_id END AS provider_id
  FROM (${DIRECTED_EDGES}) e JOIN cmdb_relation_types c ON c.id = e.cmdb_id`;

interface DependencyRow {
  id: number;
  source_id: number;
  target_id: number;
  cmdb_id: number;
  relation_name: string;
  dependent_id: number;
  provider_id: number;
}

/** Open: a ticket or problem whose status has the 'open' purpose, a change not in the closed status. */
const OPEN_COUNTS = [
  {
    column: 'open_tickets',
    sql: `SELECT l.asset_id, COUNT(*) AS count FROM ${assetsOf('tickets').table} l
      JOIN tickets r ON r.id = l.${assetsOf('tickets').ownerColumn}
      JOIN statuses s ON s.id = r.status_id AND s.purpose = 'open'`,
  },
  {
    column: 'open_problems',
    sql: `SELECT l.asset_id, COUNT(*) AS count FROM ${assetsOf('sd_problem').table} l
      JOIN problems r ON r.id = l.${assetsOf('sd_problem').ownerColumn}
      JOIN statuses s ON s.id = r.status_type_id AND s.purpose = 'open'`,
  },
  {
    column: 'open_changes',
    sql: `SELECT l.asset_id, COUNT(*) AS count FROM ${assetsOf('sd_changes').table} l
      JOIN changes r ON r.id = l.${assetsOf('sd_changes').ownerColumn}
      JOIN change_statuses s ON s.id = r.status_id AND s.name <> '${CLOSED_CHANGE_STATUS}'`,
  },
] as const;

type OpenCountColumn = (typeof OPEN_COUNTS)[number]['column'];

/** The number of open records attached to each asset, one query per kind of record. */
function openCounts(db: Db, assetIds: string): Map<number, Record<OpenCountColumn, number>> {
  const counts = new Map<number, Record<OpenCountColumn, number>>();
  for (const { column, sql } of OPEN_COUNTS) {
    const rows = db
      .prepare(`${sql} WHERE l.asset_id IN (SELECT value FROM json_each(?)) GROUP BY l.asset_id`)
      .all(assetIds) as { asset_id: number; count: number }[];
    for (const row of rows) {
      const entry = counts.get(row.asset_id) ?? { open_tickets: 0, open_problems: 0, open_changes: 0 };
      entry[column] = row.count;
      counts.set(row.asset_id, entry);
    }
  }
  return counts;
}

/**
 * The assets that depend on the starting ones, transitively (each at the depth it is first
 * reached, the starting ones at 0), breadth first, one query per depth; an asset already reached
 * is not followed again, so a cycle ends. At most `maxNodes` assets (then `truncated`), the
 * dependencies followed between them, and the open tickets, problems and changes of each.
 */
export function impactOf(db: Db, startIds: readonly number[], maxNodes = MAX_GRAPH_NODES): Impact {
  const dependents = db.prepare(
    `SELECT * FROM (${DEPENDENCIES}) WHERE provider_id IN (SELECT value FROM json_each(?)) ORDER BY dependent_id, id`,
  );
  const depths = new Map<number, number>();
  const edges = new Map<number, DependencyRow>();
  let truncated = startIds.length > maxNodes;
  let frontier = startIds.slice(0, maxNodes);
  frontier.forEach((id) => depths.set(id, 0));
  for (let depth = 1; frontier.length > 0; depth++) {
    const reached: number[] = [];
    for (const row of dependents.all(JSON.stringify(frontier)) as DependencyRow[]) {
      if (!depths.has(row.dependent_id)) {
        if (depths.size >= maxNodes) {
          truncated = true;
          continue;
        }
        depths.set(row.dependent_id, depth);
        reached.push(row.dependent_id);
      }
      edges.set(row.id, row);
    }
    frontier = reached;
  }
  const ids = [...depths.keys()];
  const counts = openCounts(db, JSON.stringify(ids));
  const nodes = graphNodes(db, ids)
    .map((asset) => ({
      ...asset,
      depth: depths.get(asset.id) ?? 0,
      ...(counts.get(asset.id) ?? { open_tickets: 0, open_problems: 0, open_changes: 0 }),
    }))
    .sort((a, b) => a.depth - b.depth || a.name.localeCompare(b.name) || a.id - b.id);
  return {
    nodes,
    edges: [...edges.values()].filter((edge) => depths.has(edge.dependent_id)).map(asGraphEdge),
    truncated,
  };
}

/** The assets attached to the change, where its impact starts. */
export function assetsOfChange(db: Db, changeId: number): number[] {
  const { table, ownerColumn } = assetsOf('sd_changes');
  return (
    db.prepare(`SELECT asset_id FROM ${table} WHERE ${ownerColumn} = ? ORDER BY asset_id`).all(changeId) as {
      asset_id: number;
    }[]
  ).map((row) => row.asset_id);
}
