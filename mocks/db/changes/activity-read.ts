import type { ActivityLogEntry, ActivityLogQuery } from '../problems/activity-log';
import type { Db } from '../types';
import { fullNameSql } from '../users';

/** One page of a change's activity log. */
export function listChangeActivity(
  db: Db,
  changeId: number,
  query: ActivityLogQuery,
): { data: ActivityLogEntry[]; total: number } {
  const total = (
    db.prepare('SELECT COUNT(*) AS total FROM change_activity_logs WHERE change_id = ?').get(changeId) as {
      total: number;
    }
  ).total;
  const direction = query.newestFirst ? 'DESC' : 'ASC';
  const rows = db
    .prepare(
      `SELECT l.id, l.name, l.created_at, u.id AS creator_id, ${fullNameSql('u')} AS creator_name,
              u.profile_pic AS creator_pic
       FROM change_activity_logs l LEFT JOIN users u ON u.id = l.creator_id
       WHERE l.change_id = ?
       ORDER BY l.created_at ${direction}, l.id ${direction}
       LIMIT ? OFFSET ?`,
    )
    .all(changeId, query.limit, query.offset) as {
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
