import { scopedSearch } from '../list-filters';
import { readListPage, type PageQuery } from '../list-query';
import type { Db } from '../types';
import { fullNameSql } from '../users/users';

/** The change's tasks tab, paged in SQL. */

export const CHANGE_TASK_SORT_FIELDS = ['id', 'task_name', 'task_start_date', 'task_end_date'] as const;
export type ChangeTaskSortField = (typeof CHANGE_TASK_SORT_FIELDS)[number];

export interface ChangeTaskRow {
  id: number;
  task_name: string;
  task_start_date: string | null;
  task_end_date: string | null;
  users: { id: number; full_name: string }[];
  teams: { id: number; name: string }[];
  assign_to: string;
}

interface FlatRow {
  id: number;
  task_name: string;
  task_start_date: string | null;
  task_end_date: string | null;
  user_id: number | null;
  user_name: string | null;
  team_id: number | null;
  team_name: string | null;
}

const SOURCE = {
  from: 'change_task_links l JOIN change_tasks k ON k.id = l.task_id',
  columns: `k.id, k.task_name, k.task_start_date, k.task_end_date,
    u.id AS user_id, ${fullNameSql('u')} AS user_name, tm.id AS team_id, tm.name AS team_name`,
  joins: `LEFT JOIN users u ON u.id = k.assigned_user_id
    LEFT JOIN teams tm ON tm.id = k.assigned_team_id`,
  key: 'k.id',
  sorts: {
    id: 'k.id',
    task_name: 'k.task_name COLLATE NOCASE',
    task_start_date: 'k.task_start_date',
    task_end_date: 'k.task_end_date',
  },
};

/** The tasks attached to the change (search: task name). */
export function listChangeTasks(
  db: Db,
  changeId: number,
  query: PageQuery<ChangeTaskSortField>,
): { data: ChangeTaskRow[]; total: number } {
  const where = scopedSearch('l.change_id = ?', changeId, ['k.task_name'], query.search);
  const { rows, total } = readListPage<FlatRow, ChangeTaskSortField>(db, SOURCE, query, where);
  return {
    total,
    data: rows.map((row) => ({
      id: row.id,
      task_name: row.task_name,
      task_start_date: row.task_start_date,
      task_end_date: row.task_end_date,
      users: row.user_id === null ? [] : [{ id: row.user_id, full_name: row.user_name ?? '' }],
      teams: row.team_id === null ? [] : [{ id: row.team_id, name: row.team_name ?? '' }],
      assign_to: row.user_name ?? row.team_name ?? '',
    })),
  };
}
