import { likeContaining, SqlWhere } from '../sql-where';
import type { Db } from '../types';
import { fullNameSql } from '../users/users';

/* The change's tickets and tasks tabs, paged in SQL. */

export const CHANGE_TICKET_SORT_FIELDS = ['id', 'ticket_number', 'subject'] as const;
export type ChangeTicketSortField = (typeof CHANGE_TICKET_SORT_FIELDS)[number];
const TICKET_SORT_SQL: Record<ChangeTicketSortField, string> = {
  id: 't.id',
  ticket_number: 't.ticket_number',
  subject: 't.subject COLLATE NOCASE',
};

export const CHANGE_TASK_SORT_FIELDS = ['id', 'task_name', 'task_start_date', 'task_end_date'] as const;
export type ChangeTaskSortField = (typeof CHANGE_TASK_SORT_FIELDS)[number];
const TASK_SORT_SQL: Record<ChangeTaskSortField, string> = {
  id: 'k.id',
  task_name: 'k.task_name COLLATE NOCASE',
  task_start_date: 'k.task_start_date',
  task_end_date: 'k.task_end_date',
};

export interface PagedQuery<TSort extends string> {
  search?: string;
  sortField: TSort;
  ascending: boolean;
  limit: number;
  offset: number;
}

export interface ChangeTicketRow {
  id: number;
  ticket_number: string;
  subject: string;
  assignedTo: { id: number; full_name: string } | null;
  assignedTeam: { id: number; name: string } | null;
  assigned: { full_name: string } | null;
  type: 'initiating' | 'initiated';
}

/** The tickets linked to the change (search: ticket number and subject); a ticket linked both ways shows twice. */
export function listChangeTickets(
  db: Db,
  changeId: number,
  query: PagedQuery<ChangeTicketSortField>,
): { tickets: ChangeTicketRow[]; total: number } {
  const where = new SqlWhere();
  where.add('tc.change_id = ?', changeId);
  if (query.search !== undefined) {
    const pattern = likeContaining(query.search);
    where.add("(t.ticket_number LIKE ? ESCAPE '\\' OR t.subject LIKE ? ESCAPE '\\')", pattern, pattern);
  }
  const from = `FROM ticket_changes tc JOIN tickets t ON t.id = tc.ticket_id ${where.sql}`;
  const total = (db.prepare(`SELECT COUNT(*) AS total ${from}`).get(...where.params) as { total: number }).total;
  const direction = query.ascending ? 'ASC' : 'DESC';
  const rows = db
    .prepare(
      `SELECT t.id, t.ticket_number, t.subject, tc.type,
              a.id AS agent_id, ${fullNameSql('a')} AS agent_name, tm.id AS team_id, tm.name AS team_name
       FROM ticket_changes tc JOIN tickets t ON t.id = tc.ticket_id
       LEFT JOIN users a ON a.id = t.assigned_agent_id
       LEFT JOIN teams tm ON tm.id = t.assigned_team_id
       ${where.sql}
       ORDER BY ${TICKET_SORT_SQL[query.sortField]} ${direction}, t.id ${direction}, tc.type
       LIMIT ? OFFSET ?`,
    )
    .all(...where.params, query.limit, query.offset) as {
    id: number;
    ticket_number: string;
    subject: string;
    type: 'initiating' | 'initiated';
    agent_id: number | null;
    agent_name: string | null;
    team_id: number | null;
    team_name: string | null;
  }[];
  return {
    total,
    tickets: rows.map((row) => {
      const assignedName = row.agent_name ?? row.team_name;
      return {
        id: row.id,
        ticket_number: row.ticket_number,
        subject: row.subject,
        assignedTo: row.agent_id === null ? null : { id: row.agent_id, full_name: row.agent_name ?? '' },
        assignedTeam: row.team_id === null ? null : { id: row.team_id, name: row.team_name ?? '' },
        assigned: assignedName === null ? null : { full_name: assignedName },
        type: row.type,
      };
    }),
  };
}

export interface ChangeTaskRow {
  id: number;
  task_name: string;
  task_start_date: string | null;
  task_end_date: string | null;
  users: { id: number; full_name: string }[];
  teams: { id: number; name: string }[];
  assign_to: string;
}

/** The tasks attached to the change (search: task name). */
export function listChangeTasks(
  db: Db,
  changeId: number,
  query: PagedQuery<ChangeTaskSortField>,
): { data: ChangeTaskRow[]; total: number } {
  const where = new SqlWhere();
  where.add('l.change_id = ?', changeId);
  if (query.search !== undefined) where.add("k.task_name LIKE ? ESCAPE '\\'", likeContaining(query.search));
  const from = `FROM change_task_links l JOIN change_tasks k ON k.id = l.task_id ${where.sql}`;
  const total = (db.prepare(`SELECT COUNT(*) AS total ${from}`).get(...where.params) as { total: number }).total;
  const direction = query.ascending ? 'ASC' : 'DESC';
  const rows = db
    .prepare(
      `SELECT k.id, k.task_name, k.task_start_date, k.task_end_date,
              u.id AS user_id, ${fullNameSql('u')} AS user_name, tm.id AS team_id, tm.name AS team_name
       FROM change_task_links l JOIN change_tasks k ON k.id = l.task_id
       LEFT JOIN users u ON u.id = k.assigned_user_id
       LEFT JOIN teams tm ON tm.id = k.assigned_team_id
       ${where.sql}
       ORDER BY ${TASK_SORT_SQL[query.sortField]} ${direction}, k.id ${direction}
       LIMIT ? OFFSET ?`,
    )
    .all(...where.params, query.limit, query.offset) as {
    id: number;
    task_name: string;
    task_start_date: string | null;
    task_end_date: string | null;
    user_id: number | null;
    user_name: string | null;
    team_id: number | null;
    team_name: string | null;
  }[];
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
