import type { Db } from '../types';

/**
 * A stored relationship read in the direction of its relation type's forward name: `source`
 * "Depends on" `target`. A row stored as inverse (parent "Is needed by" child) reads child -> parent.
 */
export const DIRECTED_EDGES = `
  SELECT id, cmdb_id,
    CASE relation WHEN 'forward' THEN parent_asset_id ELSE child_asset_id END AS source_id,
    CASE relation WHEN 'forward' THEN child_asset_id ELSE parent_asset_id END AS target_id
  FROM asset_relationships`;

export type Relation = 'forward' | 'inverse';
export const RELATIONS: readonly Relation[] = ['forward', 'inverse'];

/** A relationship as the dialog states it: `parent` relates to `child` by the relation's name. */
export interface StatedRelationship {
  parentId: number;
  childId: number;
  cmdbId: number;
  relation: Relation;
}

export interface DirectedEdge {
  sourceId: number;
  targetId: number;
  cmdbId: number;
}

export function directed({ parentId, childId, cmdbId, relation }: StatedRelationship): DirectedEdge {
  return relation === 'forward'
    ? { sourceId: parentId, targetId: childId, cmdbId }
    : { sourceId: childId, targetId: parentId, cmdbId };
}

/** The ids of the stored rows that say `edge`, whichever way they were stored. */
export function rowsSaying(db: Db, edge: DirectedEdge): number[] {
  return (
    db
      .prepare(`SELECT id FROM (${DIRECTED_EDGES}) WHERE source_id = ? AND target_id = ? AND cmdb_id = ?`)
      .all(edge.sourceId, edge.targetId, edge.cmdbId) as { id: number }[]
  ).map((row) => row.id);
}

/** Whether `to` can be reached from `from` following relationships of type `cmdbId` forward. */
export function leadsTo(db: Db, from: number, to: number, cmdbId: number): boolean {
  return (
    db
      .prepare(
        `WITH RECURSIVE reach(id) AS (
           SELECT ?
           UNION
           SELECT e.target_id FROM (${DIRECTED_EDGES}) e JOIN reach r ON e.source_id = r.id WHERE e.cmdb_id = ?
         )
         SELECT 1 FROM reach WHERE id = ? LIMIT 1`,
      )
      .get(from, cmdbId, to) !== undefined
  );
}
