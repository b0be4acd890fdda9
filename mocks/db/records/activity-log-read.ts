import type { Db } from '../types';
import { fullNameSql } from '../users/users';

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

/** The activity-log tables and the column naming the record each entry belongs to. */
const LOGS = {
  problem: { table: 'problem_activity_logs', owner: 'problem_id' },
  change: { table: 'change_activity_logs', owner: 'change_id' },
} as const;

interface LogRow {
  id: number;
  name: string;
  created_at: string;
  creator_id: number | null;
  creator_name: string | null;
  creator_pic: string | null;
}

/** One page of a problem's or a change's activity log, newest or oldest first, with its creator. */
export function listActivity(
  db: Db,
  kind: keyof typeof LOGS,
  ownerId: number,
  query: ActivityLogQuery,
): { data: ActivityLogEntry[]; total: number } {
  const { table, owner } = LOGS[kind];
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM ${table} WHERE ${owner} = ?`).get(ownerId) as {
    total: number;
  };
  const direction = query.newestFirst ? 'DESC' : 'ASC';
  const rows = db
    .prepare(
      `SELECT l.id, l.name, l.created_at, u.id AS creator_id, ${fullNameSql('u')} AS creator_name,
              u.profile_pic AS creator_pic
       FROM ${table} l LEFT JOIN users u ON u.id = l.creator_id
       WHERE l.${owner} = ?
       ORDER BY l.created_at ${direction}, l.id ${direction}
       LIMIT ? OFFSET ?`,
    )
    .all(ownerId, query.limit, query.offset) as LogRow[];
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
