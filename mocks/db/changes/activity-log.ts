import { escapeHtml } from '../../html';
import { nowDbDate } from '../dates';
import type { Actor } from '../records/activity-log';
import type { Db } from '../types';

/** Adds one entry per text to a change's activity log, written as `${actor} ${what}` (`what` is escaped HTML). */
export function logChangeActivity(db: Db, changeId: number, actor: Actor, ...what: string[]): void {
  const insert = db.prepare(
    'INSERT INTO change_activity_logs (change_id, creator_id, name, created_at) VALUES (?, ?, ?, ?)',
  );
  const now = nowDbDate();
  for (const text of what) insert.run(changeId, actor.id, `${escapeHtml(actor.name)} ${text}`, now);
}
