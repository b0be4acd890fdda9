import { scopedSearch } from '../list-filters';
import { readListPage, type PageQuery } from '../list-query';
import type { Db } from '../types';
import { personJson, refJson } from '../sql-json';
import { fullNameSql } from '../users/users';
import { listSearch, ownText, referencedText } from '../list-search';
import { PERSON_NAME } from '../users/person-text';

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

const SOURCE = {
  from: 'change_task_links l JOIN change_tasks k ON k.id = l.task_id',
  columns: `k.id, k.task_name, k.task_start_date, k.task_end_date,
    CASE WHEN u.id IS NULL THEN '[]' ELSE json_array(${personJson('u', ['full_name'])}) END AS users,
    CASE WHEN tm.id IS NULL THEN '[]' ELSE json_array(${refJson('tm')}) END AS teams,
    COALESCE(${fullNameSql('u')}, tm.name, '') AS assign_to`,
  json: ['users', 'teams'],
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

/** What the tasks tab shows and its search reads: the task's name, its user and its team. */
const TASK_SEARCH = listSearch('k', {
  task_name: ownText('task_name'),
  user: referencedText('assigned_user_id', PERSON_NAME),
  team: referencedText('assigned_team_id', { table: 'teams' }),
});

/** The tasks attached to the change (search: what the tab shows). */
export function listChangeTasks(
  db: Db,
  changeId: number,
  query: PageQuery<ChangeTaskSortField>,
): { total: number; data: ChangeTaskRow[] } {
  const where = scopedSearch('l.change_id = ?', changeId, TASK_SEARCH, query.search);
  const { rows, total } = readListPage<ChangeTaskRow, ChangeTaskSortField>(db, SOURCE, query, where);
  return { total, data: rows };
}
