import { escapeHtml } from '../../html';
import { nowDbDate } from '../dates';
import type { Db } from '../types';

/** Who did something, as the log's text names them. */
export interface Actor {
  id: number;
  name: string;
}

/**
 * Adds one entry per text to a problem's activity log, written as `${actor} ${what}`; `what` is
 * HTML the caller built with escapeHtml around every value.
 */
export function logProblemActivity(db: Db, problemId: number, actor: Actor, ...what: string[]): void {
  const insert = db.prepare(
    'INSERT INTO problem_activity_logs (problem_id, creator_id, name, created_at) VALUES (?, ?, ?, ?)',
  );
  const now = nowDbDate();
  for (const text of what) insert.run(problemId, actor.id, `${escapeHtml(actor.name)} ${text}`, now);
}

/** `<b>value</b>`, escaped. */
export function bold(value: string): string {
  return `<b>${escapeHtml(value)}</b>`;
}
