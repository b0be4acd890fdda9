import { labelOf, type LabelledTable } from '../labels';
import type { Db } from '../types';
import { bold, logActivity, type Actor } from './activity-log';
import { OWNERS, touchRecord, type OwnerType } from './owners';

/**
 * Associations: records attached to a record (assets, tickets, a release, tasks) through a link
 * table. The record they are attached to owns the link: its activity log says what was attached
 * or detached, and its updated_at moves.
 */
export interface Association {
  table: string;
  /** The column naming the record the others are attached to. */
  ownerColumn: string;
  /** The column naming an attached record. */
  attachedColumn: string;
  /** How the log names an attached record: 'the asset <b>label</b>'. */
  noun: string;
  label: LabelledTable;
}

/** The assets attached to records of an owner type: `{name}_assets ({name}_id, asset_id)`. */
export function assetsOf(owner: OwnerType): Association {
  const { name } = OWNERS[owner];
  return {
    table: `${name}_assets`,
    ownerColumn: `${name}_id`,
    attachedColumn: 'asset_id',
    noun: 'asset',
    label: 'assets',
  };
}

/** The asset link table of an owner type, for its resource's schema. */
export function assetLinkTableSql(owner: OwnerType): string {
  const { table, ownerColumn } = assetsOf(owner);
  return `
CREATE TABLE ${table} (
  ${ownerColumn} INTEGER NOT NULL REFERENCES ${OWNERS[owner].table} (id) ON DELETE CASCADE,
  asset_id INTEGER NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
  PRIMARY KEY (${ownerColumn}, asset_id)
);
CREATE INDEX ${table}_asset ON ${table} (asset_id);`;
}

/** Extra columns of a link row (a typed link's type, its date): name -> value. */
export type LinkColumns = Readonly<Record<string, string | number>>;

/** Links the records not linked yet; returns those that are new. */
export function linkRecords(
  db: Db,
  association: Association,
  ownerId: number,
  attachedIds: readonly number[],
  columns: LinkColumns = {},
): number[] {
  const names = [association.ownerColumn, association.attachedColumn, ...Object.keys(columns)];
  const insert = db.prepare(
    `INSERT OR IGNORE INTO ${association.table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
  );
  return db.transaction(() =>
    attachedIds.filter((id) => insert.run(ownerId, id, ...Object.values(columns)).changes > 0),
  )();
}

/** Removes one link (matching `columns` too); false when there was none. */
export function unlinkRecord(
  db: Db,
  association: Association,
  ownerId: number,
  attachedId: number,
  columns: LinkColumns = {},
): boolean {
  const conditions = [association.ownerColumn, association.attachedColumn, ...Object.keys(columns)];
  const sql = `DELETE FROM ${association.table} WHERE ${conditions.map((column) => `${column} = ?`).join(' AND ')}`;
  return db.prepare(sql).run(ownerId, attachedId, ...Object.values(columns)).changes > 0;
}

export function linkedIds(db: Db, association: Association, ownerId: number): number[] {
  return db
    .prepare(`SELECT ${association.attachedColumn} FROM ${association.table} WHERE ${association.ownerColumn} = ?`)
    .pluck()
    .all(ownerId) as number[];
}

function logLinks(
  db: Db,
  owner: OwnerType,
  ownerId: number,
  association: Association,
  verb: 'attached' | 'detached',
  ids: readonly number[],
  actor: Actor,
  suffix = '',
): void {
  for (const id of ids) {
    const what = `${verb} the ${association.noun} ${bold(labelOf(db, association.label, id) ?? '')}${suffix}`;
    logActivity(db, owner, ownerId, actor, what);
  }
}

/**
 * Attaches records to a record (`suffix` ends each log line); returns how many were new. The
 * record's updated_at moves when any was.
 */
export function attachToRecord(
  db: Db,
  owner: OwnerType,
  ownerId: number,
  association: Association,
  attachedIds: readonly number[],
  actor: Actor,
  link: { columns?: LinkColumns; suffix?: string } = {},
): number {
  return db.transaction(() => {
    const added = linkRecords(db, association, ownerId, attachedIds, link.columns);
    logLinks(db, owner, ownerId, association, 'attached', added, actor, link.suffix);
    if (added.length > 0) touchRecord(db, owner, ownerId);
    return added.length;
  })();
}

/** Detaches one record; false when it was not attached. */
export function detachFromRecord(
  db: Db,
  owner: OwnerType,
  ownerId: number,
  association: Association,
  attachedId: number,
  actor: Actor,
  columns: LinkColumns = {},
): boolean {
  return db.transaction(() => {
    if (!unlinkRecord(db, association, ownerId, attachedId, columns)) return false;
    logLinks(db, owner, ownerId, association, 'detached', [attachedId], actor);
    touchRecord(db, owner, ownerId);
    return true;
  })();
}

/** Makes `attachedIds` the whole set (a saved form's list), logging each detach, then each attach. */
export function syncAttached(
  db: Db,
  owner: OwnerType,
  ownerId: number,
  association: Association,
  attachedIds: readonly number[],
  actor: Actor,
): void {
  const removed = linkedIds(db, association, ownerId).filter((id) => !attachedIds.includes(id));
  for (const id of removed) unlinkRecord(db, association, ownerId, id);
  logLinks(db, owner, ownerId, association, 'detached', removed, actor);
  logLinks(db, owner, ownerId, association, 'attached', linkRecords(db, association, ownerId, attachedIds), actor);
}

/** The assets attached to a record, by name: what its detail shows. */
export function assetRefsOf(db: Db, owner: OwnerType, id: number): { id: number; name: string }[] {
  const link = assetsOf(owner);
  return db
    .prepare(
      `SELECT a.id, a.name FROM ${link.table} l JOIN assets a ON a.id = l.asset_id
       WHERE l.${link.ownerColumn} = ? ORDER BY a.name COLLATE NOCASE, a.id`,
    )
    .all(id) as { id: number; name: string }[];
}
