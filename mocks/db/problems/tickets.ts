import { listAttachedTickets, type AttachedTicketSortField } from '../tickets/attached';
import type { PageQuery } from '../list-query';
import type { Db } from '../types';

interface StatusColumns {
  status_id: number;
  status_name: string;
  priority_id: number;
  priority_name: string;
}

const PROBLEM_TICKETS_TAB = {
  link: 'problem_tickets',
  ownerColumn: 'problem_id',
  columns: 's.id AS status_id, s.name AS status_name, pr.id AS priority_id, pr.name AS priority_name',
  joins: `JOIN statuses s ON s.id = t.status_id
    JOIN priorities pr ON pr.id = t.priority_id`,
  extra: (row: StatusColumns) => ({
    status: { id: row.status_id, name: row.status_name },
    priority: { id: row.priority_id, name: row.priority_name },
  }),
};

/** One page of the tickets linked to the problem, with their status and priority. */
export function listProblemTickets(db: Db, problemId: number, query: PageQuery<AttachedTicketSortField>) {
  return listAttachedTickets(db, PROBLEM_TICKETS_TAB, problemId, query);
}
