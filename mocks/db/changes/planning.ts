import {
  deleteOwnedAttachments,
  findOwnedAttachment,
  insertAttachment,
  toAttachmentView,
  type AttachmentView,
} from '../records/attachments';
import { nowDbDate } from '../dates';
import { bold, type Actor } from '../records/activity-log';
import type { AttachmentChange } from '../problems/save';
import type { Db } from '../types';
import { logChangeActivity } from './activity-log';
import { CHANGE_OWNER_TYPE } from './detail';

/** The change's planning entries, in display order, with their titles. */
export const CHANGE_PLANNING_TITLES = {
  reason: 'Reason for change',
  impact: 'Impact',
  'rollout-plan': 'Rollout plan',
  'backout-plan': 'Backout plan',
} as const;

export type ChangePlanningKey = keyof typeof CHANGE_PLANNING_TITLES;
export const CHANGE_PLANNING_KEYS = Object.keys(CHANGE_PLANNING_TITLES) as ChangePlanningKey[];

export interface ChangePlanningEntry {
  key: ChangePlanningKey;
  title: string;
  description: string;
  updated_at: string;
  attachment: AttachmentView | null;
}

interface Row {
  key: ChangePlanningKey;
  description: string;
  updated_at: string;
}

const owner = (changeId: number, key: ChangePlanningKey) => ({
  type: CHANGE_OWNER_TYPE,
  id: changeId,
  planningKey: key,
});

function toEntry(db: Db, changeId: number, row: Row): ChangePlanningEntry {
  const attachment = findOwnedAttachment(db, owner(changeId, row.key));
  return {
    key: row.key,
    title: CHANGE_PLANNING_TITLES[row.key],
    description: row.description,
    updated_at: row.updated_at,
    attachment: attachment ? toAttachmentView(attachment) : null,
  };
}

export function listChangePlanning(db: Db, changeId: number): ChangePlanningEntry[] {
  const rows = db
    .prepare('SELECT key, description, updated_at FROM planning_popups WHERE owner_type = ? AND owner_id = ?')
    .all(CHANGE_OWNER_TYPE, changeId) as Row[];
  return rows
    .filter((row) => CHANGE_PLANNING_KEYS.includes(row.key))
    .sort((a, b) => CHANGE_PLANNING_KEYS.indexOf(a.key) - CHANGE_PLANNING_KEYS.indexOf(b.key))
    .map((row) => toEntry(db, changeId, row));
}

export function findChangePlanning(db: Db, changeId: number, key: ChangePlanningKey): ChangePlanningEntry | undefined {
  const row = db
    .prepare(
      'SELECT key, description, updated_at FROM planning_popups WHERE owner_type = ? AND owner_id = ? AND key = ?',
    )
    .get(CHANGE_OWNER_TYPE, changeId, key) as Row | undefined;
  return row && toEntry(db, changeId, row);
}

/** Creates or updates an entry; returns the storage paths of replaced files. */
export function saveChangePlanning(
  db: Db,
  changeId: number,
  key: ChangePlanningKey,
  description: string,
  attachment: AttachmentChange,
  actor: Actor,
): string[] {
  return db.transaction(() => {
    const existed = findChangePlanning(db, changeId, key) !== undefined;
    const now = nowDbDate();
    db.prepare(
      `INSERT INTO planning_popups (owner_type, owner_id, key, title, description, updated_at)
       VALUES (?, ?, ?, NULL, ?, ?)
       ON CONFLICT (owner_type, owner_id, key)
       DO UPDATE SET description = excluded.description, updated_at = excluded.updated_at`,
    ).run(CHANGE_OWNER_TYPE, changeId, key, description, now);
    let removed: string[] = [];
    if (attachment.upload || attachment.remove) removed = deleteOwnedAttachments(db, owner(changeId, key));
    if (attachment.upload) insertAttachment(db, owner(changeId, key), attachment.upload);
    db.prepare('UPDATE changes SET updated_at = ? WHERE id = ?').run(now, changeId);
    logChangeActivity(db, changeId, actor, `${existed ? 'updated' : 'added'} the ${bold(CHANGE_PLANNING_TITLES[key])}`);
    return removed;
  })();
}

/** Deletes an entry with its attachment; undefined when there was none. */
export function deleteChangePlanning(
  db: Db,
  changeId: number,
  key: ChangePlanningKey,
  actor: Actor,
): string[] | undefined {
  return db.transaction(() => {
    const { changes } = db
      .prepare('DELETE FROM planning_popups WHERE owner_type = ? AND owner_id = ? AND key = ?')
      .run(CHANGE_OWNER_TYPE, changeId, key);
    if (changes === 0) return undefined;
    const removed = deleteOwnedAttachments(db, owner(changeId, key));
    db.prepare('UPDATE changes SET updated_at = ? WHERE id = ?').run(nowDbDate(), changeId);
    logChangeActivity(db, changeId, actor, `deleted the ${bold(CHANGE_PLANNING_TITLES[key])}`);
    return removed;
  })();
}
