import { escapeHtml } from '../../html';
import { nowDbDate } from '../dates';
import type { Db } from '../types';
import type { CabActor } from './types';

/** Adds `${actor} ${what}` to the change's activity log; `what` is HTML built with escapeHtml around values. */
export function logCabActivity(db: Db, changeId: number, actor: CabActor, what: string): void {
  db.prepare('INSERT INTO change_activity_logs (change_id, creator_id, name, created_at) VALUES (?, ?, ?, ?)').run(
    changeId,
    actor.id,
    `${escapeHtml(actor.name)} ${what}`,
    nowDbDate(),
  );
}

/** `<b>value</b>`, escaped. */
export function strong(value: string): string {
  return `<b>${escapeHtml(value)}</b>`;
}
