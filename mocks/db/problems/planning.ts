import {
  deleteOwnedAttachments,
  findOwnedAttachment,
  insertAttachment,
  toAttachmentView,
  type AttachmentView,
} from '../records/attachments';
import { nowDbDate } from '../dates';
import type { Db } from '../types';
import { bold, logProblemActivity, type Actor } from '../records/activity-log';
import { PROBLEM_OWNER_TYPE } from './delete';
import type { AttachmentChange } from './save';

/** The problem's planning entries, in display order, with their default titles. */
export const PLANNING_TITLES = {
  'root-cause': 'Root cause',
  impact: 'Impact',
  symptoms: 'Symptoms',
  solution: 'Solution',
} as const;

export type PlanningKey = keyof typeof PLANNING_TITLES;
export const PLANNING_KEYS = Object.keys(PLANNING_TITLES) as PlanningKey[];

export interface PlanningEntry {
  key: PlanningKey;
  title: string;
  description: string;
  updated_at: string;
  attachment: AttachmentView | null;
}

interface PlanningRow {
  key: PlanningKey;
  title: string | null;
  description: string;
  updated_at: string;
}

const owner = (problemId: number, key: PlanningKey) => ({ type: PROBLEM_OWNER_TYPE, id: problemId, planningKey: key });

/** The entries that exist, root cause first. */
export function listPlanning(db: Db, problemId: number): PlanningEntry[] {
  const rows = db
    .prepare(
      `SELECT key, title, description, updated_at FROM planning_popups
       WHERE owner_type = ? AND owner_id = ?`,
    )
    .all(PROBLEM_OWNER_TYPE, problemId) as PlanningRow[];
  return rows
    .sort((a, b) => PLANNING_KEYS.indexOf(a.key) - PLANNING_KEYS.indexOf(b.key))
    .map((row) => toEntry(db, problemId, row));
}

export function findPlanning(db: Db, problemId: number, key: PlanningKey): PlanningEntry | undefined {
  const row = db
    .prepare(
      `SELECT key, title, description, updated_at FROM planning_popups
       WHERE owner_type = ? AND owner_id = ? AND key = ?`,
    )
    .get(PROBLEM_OWNER_TYPE, problemId, key) as PlanningRow | undefined;
  return row && toEntry(db, problemId, row);
}

function toEntry(db: Db, problemId: number, row: PlanningRow): PlanningEntry {
  const attachment = findOwnedAttachment(db, owner(problemId, row.key));
  return {
    key: row.key,
    title: row.title ?? PLANNING_TITLES[row.key],
    description: row.description,
    updated_at: row.updated_at,
    attachment: attachment ? toAttachmentView(attachment) : null,
  };
}

/** Creates or updates an entry; returns the storage paths of replaced files. */
export function savePlanning(
  db: Db,
  problemId: number,
  key: PlanningKey,
  values: { title: string | null; description: string },
  attachment: AttachmentChange,
  actor: Actor,
): string[] {
  return db.transaction(() => {
    const existed = findPlanning(db, problemId, key) !== undefined;
    const now = nowDbDate();
    db.prepare(
      `INSERT INTO planning_popups (owner_type, owner_id, key, title, description, updated_at)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (owner_type, owner_id, key)
       DO UPDATE SET title = excluded.title, description = excluded.description, updated_at = excluded.updated_at`,
    ).run(PROBLEM_OWNER_TYPE, problemId, key, values.title, values.description, now);

    let removed: string[] = [];
    if (attachment.upload || attachment.remove) removed = deleteOwnedAttachments(db, owner(problemId, key));
    if (attachment.upload) insertAttachment(db, owner(problemId, key), attachment.upload);

    db.prepare('UPDATE problems SET updated_at = ? WHERE id = ?').run(now, problemId);
    logProblemActivity(db, problemId, actor, `${existed ? 'updated' : 'added'} the ${bold(PLANNING_TITLES[key])}`);
    return removed;
  })();
}

/** Deletes an entry with its attachment; undefined when there was none. */
export function deletePlanning(db: Db, problemId: number, key: PlanningKey, actor: Actor): string[] | undefined {
  return db.transaction(() => {
    const { changes } = db
      .prepare('DELETE FROM planning_popups WHERE owner_type = ? AND owner_id = ? AND key = ?')
      .run(PROBLEM_OWNER_TYPE, problemId, key);
    if (changes === 0) return undefined;
    const removed = deleteOwnedAttachments(db, owner(problemId, key));
    db.prepare('UPDATE problems SET updated_at = ? WHERE id = ?').run(nowDbDate(), problemId);
    logProblemActivity(db, problemId, actor, `deleted the ${bold(PLANNING_TITLES[key])}`);
    return removed;
  })();
}
