import { escapeHtml } from '../../html';
import { nowDbDate } from '../dates';
import type { Db } from '../types';
import { fullNameSql } from '../users';

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

export interface ActivityLogEntry {
  id: number;
  name: string;
  created_at: string;
  creator: { id: number; full_name: string; profile_pic: string } | null;
}

export interface ActivityLogQuery {
  newestFirst: boolean;
  limit: number;
  offset: number;
}

export function listProblemActivity(
  db: Db,
  problemId: number,
  query: ActivityLogQuery,
): { data: ActivityLogEntry[]; total: number } {
  const total = (
    db.prepare('SELECT COUNT(*) AS total FROM problem_activity_logs WHERE problem_id = ?').get(problemId) as {
      total: number;
    }
  ).total;
  const direction = query.newestFirst ? 'DESC' : 'ASC';
  const rows = db
    .prepare(
      `SELECT l.id, l.name, l.created_at, u.id AS creator_id, ${fullNameSql('u')} AS creator_name,
              u.profile_pic AS creator_pic
       FROM problem_activity_logs l LEFT JOIN users u ON u.id = l.creator_id
       WHERE l.problem_id = ?
       ORDER BY l.created_at ${direction}, l.id ${direction}
       LIMIT ? OFFSET ?`,
    )
    .all(problemId, query.limit, query.offset) as {
    id: number;
    name: string;
    created_at: string;
    creator_id: number | null;
    creator_name: string | null;
    creator_pic: string | null;
  }[];
  return {
    total,
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      created_at: row.created_at,
      creator:
        row.creator_id === null
          ? null
          : { id: row.creator_id, full_name: row.creator_name ?? '', profile_pic: row.creator_pic ?? '' },
    })),
  };
}
