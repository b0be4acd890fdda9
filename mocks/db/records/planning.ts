import { nowDbDate } from '../dates';
import type { Db } from '../types';
import { bold, logActivity, type Actor } from './activity-log';
import {
  findOwnedAttachment,
  replaceOwnedAttachment,
  deleteOwnedAttachments,
  toAttachmentView,
  type AttachmentChange,
  type AttachmentView,
} from './attachments';
import { touchRecord, type OwnerType } from './owners';

/**
 * Planning entries (the "general popups"): notes of a record under fixed keys, each with an
 * optional attachment, stored in planning_popups by owner type.
 */

/** A kind of record's entries: the keys in display order with their titles. */
export interface PlanningDefinition {
  owner: OwnerType;
  titles: Readonly<Record<string, string>>;
  /** The entry that carries a title of its own (the problem's solution). */
  titledKey?: string;
}

export interface PlanningEntry {
  key: string;
  title: string;
  description: string;
  updated_at: string;
  attachment: AttachmentView | null;
}

interface Row {
  key: string;
  title: string | null;
  description: string;
  updated_at: string;
}

export function planningKeys(definition: PlanningDefinition): string[] {
  return Object.keys(definition.titles);
}

const owner = (definition: PlanningDefinition, id: number, key: string) => ({
  type: definition.owner,
  id,
  planningKey: key,
});

function toEntry(db: Db, definition: PlanningDefinition, id: number, row: Row): PlanningEntry {
  const attachment = findOwnedAttachment(db, owner(definition, id, row.key));
  return {
    key: row.key,
    title: row.title ?? definition.titles[row.key],
    description: row.description,
    updated_at: row.updated_at,
    attachment: attachment ? toAttachmentView(attachment) : null,
  };
}

const SELECT = 'SELECT key, title, description, updated_at FROM planning_popups WHERE owner_type = ? AND owner_id = ?';

/** The record's entries, in the definition's order. */
export function listPlanning(db: Db, definition: PlanningDefinition, id: number): PlanningEntry[] {
  const keys = planningKeys(definition);
  const rows = db.prepare(SELECT).all(definition.owner, id) as Row[];
  return rows
    .filter((row) => keys.includes(row.key))
    .sort((a, b) => keys.indexOf(a.key) - keys.indexOf(b.key))
    .map((row) => toEntry(db, definition, id, row));
}

export function findPlanning(
  db: Db,
  definition: PlanningDefinition,
  id: number,
  key: string,
): PlanningEntry | undefined {
  const row = db.prepare(`${SELECT} AND key = ?`).get(definition.owner, id, key) as Row | undefined;
  return row && toEntry(db, definition, id, row);
}

/** Creates or updates an entry; returns the storage paths of replaced files. */
export function savePlanning(
  db: Db,
  definition: PlanningDefinition,
  id: number,
  key: string,
  values: { title: string | null; description: string },
  attachment: AttachmentChange,
  actor: Actor,
): string[] {
  return db.transaction(() => {
    const existed = findPlanning(db, definition, id, key) !== undefined;
    const now = nowDbDate();
    db.prepare(
      `INSERT INTO planning_popups (owner_type, owner_id, key, title, description, updated_at)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (owner_type, owner_id, key)
       DO UPDATE SET title = excluded.title, description = excluded.description, updated_at = excluded.updated_at`,
    ).run(definition.owner, id, key, values.title, values.description, now);
    const removed = replaceOwnedAttachment(db, owner(definition, id, key), attachment);
    touchRecord(db, definition.owner, id, now);
    const what = `${existed ? 'updated' : 'added'} the ${bold(definition.titles[key])}`;
    logActivity(db, definition.owner, id, actor, what);
    return removed;
  })();
}

/** Deletes an entry with its attachment; undefined when there was none. */
export function deletePlanning(
  db: Db,
  definition: PlanningDefinition,
  id: number,
  key: string,
  actor: Actor,
): string[] | undefined {
  return db.transaction(() => {
    const { changes } = db
      .prepare('DELETE FROM planning_popups WHERE owner_type = ? AND owner_id = ? AND key = ?')
      .run(definition.owner, id, key);
    if (changes === 0) return undefined;
    const removed = deleteOwnedAttachments(db, owner(definition, id, key));
    touchRecord(db, definition.owner, id);
    logActivity(db, definition.owner, id, actor, `deleted the ${bold(definition.titles[key])}`);
    return removed;
  })();
}
