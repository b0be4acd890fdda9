import type { PageQuery } from '../list-query';
import { refJson, type Ref } from '../sql-json';
import { listAttachedTickets, type AttachedTicketRow, type AttachedTicketSortField } from '../tickets/attached';
import type { Db } from '../types';

const PROBLEM_TICKETS_TAB = {
  link: 'problem_tickets',
  ownerColumn: 'problem_id',
  columns: `${refJson('s')} AS status, ${refJson('pr')} AS priority`,
  json: ['status', 'priority'],
  joins: `JOIN statuses s ON s.id = t.status_id
    JOIN priorities pr ON pr.id = t.priority_id`,
};

/** One page of the tickets linked to the problem, with their status and priority. */
export function listProblemTickets(db: Db, problemId: number, query: PageQuery<AttachedTicketSortField>) {
  return listAttachedTickets<AttachedTicketRow & { status: Ref; priority: Ref }>(
    db,
    PROBLEM_TICKETS_TAB,
    problemId,
    query,
  );
}
