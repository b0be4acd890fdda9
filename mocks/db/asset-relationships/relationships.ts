import { nowDbDate } from '../dates';
import { bold, logActivity, type Actor } from '../records/activity-log';
import type { Db } from '../types';
import { directed, leadsTo, rowsSaying, type Relation, type StatedRelationship } from './edges';
import type { RelationGroup } from '@/api/asset-relationships/types';

interface RelatedRow {
  cmdb_id: number;
  forward_relation_name: string;
  inverse_relation_name: string;
  id: number;
  name: string;
  relation: Relation;
}

/**
 * The asset's relationships grouped by relation type. A row where the asset is the child is read
 * from the asset's side: its relation is flipped (the parent "Depends on" it: it "Is needed by" the parent).
 */
export function relationGroupsOf(db: Db, assetId: number): RelationGroup[] {
  const rows = db
    .prepare(
      `SELECT c.id AS cmdb_id, c.forward_relation_name, c.inverse_relation_name, a.id, a.name, r.relation
       FROM (
         SELECT cmdb_id, child_asset_id AS other_id, relation FROM asset_relationships WHERE parent_asset_id = ?
         UNION
         SELECT cmdb_id, parent_asset_id,
           CASE relation WHEN 'forward' THEN 'inverse' ELSE 'forward' END
         FROM asset_relationships WHERE child_asset_id = ?
       ) r
       JOIN cmdb_relation_types c ON c.id = r.cmdb_id
       JOIN assets a ON a.id = r.other_id
       ORDER BY c.id, r.relation, a.name COLLATE NOCASE, a.id`,
    )
    .all(assetId, assetId) as RelatedRow[];
  const groups = new Map<number, RelationGroup>();
  for (const row of rows) {
    let group = groups.get(row.cmdb_id);
    if (!group) {
      group = {
        id: row.cmdb_id,
        forward_relation_name: row.forward_relation_name,
        inverse_relation_name: row.inverse_relation_name,
        child_assets: [],
      };
      groups.set(row.cmdb_id, group);
    }
    group.child_assets.push({ id: row.id, name: row.name, pivot: { relation: row.relation } });
  }
  return [...groups.values()];
}

function assetName(db: Db, id: number): string {
  return (db.prepare('SELECT name FROM assets WHERE id = ?').get(id) as { name: string }).name;
}

function relationName(db: Db, cmdbId: number): string {
  return (
    db.prepare('SELECT forward_relation_name AS name FROM cmdb_relation_types WHERE id = ?').get(cmdbId) as {
      name: string;
    }
  ).name;
}

/** One line in each asset's activity log, each naming the relationship from its own side. */
function logRelationship(db: Db, stated: StatedRelationship, actor: Actor, verb: 'added' | 'removed'): void {
  const names = db
    .prepare(
      'SELECT forward_relation_name AS forward, inverse_relation_name AS inverse FROM cmdb_relation_types WHERE id = ?',
    )
    .get(stated.cmdbId) as { forward: string; inverse: string };
  const [parentSide, childSide] =
    stated.relation === 'forward' ? [names.forward, names.inverse] : [names.inverse, names.forward];
  const line = (relation: string, other: number) =>
    `${verb} the relationship ${bold(relation)} with ${bold(assetName(db, other))}`;
  logActivity(db, 'sd_assets', stated.parentId, actor, line(parentSide, stated.childId));
  logActivity(db, 'sd_assets', stated.childId, actor, line(childSide, stated.parentId));
}

/** Why the relationship cannot be made (a self-link, a duplicate, a cycle); undefined when it can. */
function refusal(db: Db, stated: StatedRelationship): string | undefined {
  const edge = directed(stated);
  if (edge.sourceId === edge.targetId) return 'An asset cannot be related to itself.';
  const source = assetName(db, edge.sourceId);
  const target = assetName(db, edge.targetId);
  const name = relationName(db, edge.cmdbId);
  if (rowsSaying(db, edge).length > 0) return `"${source}" ${name.toLowerCase()} "${target}" already.`;
  if (leadsTo(db, edge.targetId, edge.sourceId, edge.cmdbId)) {
    return `"${source}" cannot ${name.toLowerCase()} "${target}": "${target}" already leads back to "${source}" through "${name}", which would make "${source}" its own ancestor.`;
  }
  return undefined;
}

/**
 * Relates each stated pair, stored in the forward direction, unless one of them would be a
 * self-link, a duplicate or a cycle through the same relation type: then nothing is stored and
 * the first refusal is returned.
 */
export function addRelationships(db: Db, stated: readonly StatedRelationship[], actor: Actor): string | undefined {
  return db.transaction(() => {
    for (const relationship of stated) {
      const reason = refusal(db, relationship);
      if (reason !== undefined) return reason;
    }
    const insert = db.prepare(
      `INSERT INTO asset_relationships (parent_asset_id, child_asset_id, cmdb_id, relation, created_at)
       VALUES (?, ?, ?, 'forward', ?)`,
    );
    const now = nowDbDate();
    for (const relationship of stated) {
      const edge = directed(relationship);
      insert.run(edge.sourceId, edge.targetId, edge.cmdbId, now);
      logRelationship(db, relationship, actor, 'added');
    }
    return undefined;
  })();
}

/** Removes the stated relationships; the number of rows removed. */
export function removeRelationships(db: Db, stated: readonly StatedRelationship[], actor: Actor): number {
  return db.transaction(() => {
    const remove = db.prepare('DELETE FROM asset_relationships WHERE id = ?');
    let removed = 0;
    for (const relationship of stated) {
      let removedHere = 0;
      for (const id of rowsSaying(db, directed(relationship))) removedHere += remove.run(id).changes;
      if (removedHere > 0) logRelationship(db, relationship, actor, 'removed');
      removed += removedHere;
    }
    return removed;
  })();
}
