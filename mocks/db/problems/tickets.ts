import { likeContaining, SqlWhere } from '../sql-where';
import type { Db } from '../types';
import { fullNameSql } from '../users/users';

export const PROBLEM_TICKET_SORT_FIELDS = ['id', 'ticket_number', 'subject'] as const;
export type ProblemTicketSortField = (typeof PROBLEM_TICKET_SORT_FIELDS)[number];

const SORT_SQL: Record<ProblemTicketSortField, string> = {
  id: 't.id',
  ticket_number: 't.ticket_number',
  subject: 't.subject COLLATE NOCASE',
};

export interface ProblemTicketQuery {
  search?: string;
  sortField: ProblemTicketSortField;
  ascending: boolean;
  limit: number;
  offset: number;
}

export interface ProblemTicketRow {
  id: number;
  ticket_number: string;
  subject: string;
  assignedTo: { id: number; full_name: string } | null;
  assignedTeam: { id: number; name: string } | null;
  status: { id: number; name: string };
  priority: { id: number; name: string };
}

interface FlatRow {
  id: number;
  ticket_number: string;
  subject: string;
  agent_id: number | null;
  agent_name: string | null;
  team_id: number | null;
  team_name: string | null;
  status_id: number;
  status_name: string;
  priority_id: number;
  priority_name: string;
}

/** One page of the tickets linked to the problem (search: ticket number and subject). */
export function listProblemTickets(
  db: Db,
  problemId: number,
  query: ProblemTicketQuery,
): { tickets: ProblemTicketRow[]; total: number } {
  const where = new SqlWhere();
  where.add('pt.problem_id = ?', problemId);
  if (query.search !== undefined) {
    const pattern = likeContaining(query.search);
    where.add("(t.ticket_number LIKE ? ESCAPE '\\' OR t.subject LIKE ? ESCAPE '\\')", pattern, pattern);
  }
  const from = `FROM problem_tickets pt JOIN tickets t ON t.id = pt.ticket_id ${where.sql}`;
  const total = (db.prepare(`SELECT COUNT(*) AS total ${from}`).get(...where.params) as { total: number }).total;
  const direction = query.ascending ? 'ASC' : 'DESC';
  const rows = db
    .prepare(
      `SELECT t.id, t.ticket_number, t.subject,
              a.id AS agent_id, ${fullNameSql('a')} AS agent_name, tm.id AS team_id, tm.name AS team_name,
              s.id AS status_id, s.name AS status_name, pr.id AS priority_id, pr.name AS priority_name
       FROM problem_tickets pt JOIN tickets t ON t.id = pt.ticket_id
       LEFT JOIN users a ON a.id = t.assigned_agent_id
       LEFT JOIN teams tm ON tm.id = t.assigned_team_id
       JOIN statuses s ON s.id = t.status_id
       JOIN priorities pr ON pr.id = t.priority_id
       ${where.sql}
       ORDER BY ${SORT_SQL[query.sortField]} ${direction}, t.id ${direction}
       LIMIT ? OFFSET ?`,
    )
    .all(...where.params, query.limit, query.offset) as FlatRow[];
  return {
    total,
    tickets: rows.map((row) => ({
      id: row.id,
      ticket_number: row.ticket_number,
      subject: row.subject,
      assignedTo: row.agent_id === null ? null : { id: row.agent_id, full_name: row.agent_name ?? '' },
      assignedTeam: row.team_id === null ? null : { id: row.team_id, name: row.team_name ?? '' },
      status: { id: row.status_id, name: row.status_name },
      priority: { id: row.priority_id, name: row.priority_name },
    })),
  };
}
