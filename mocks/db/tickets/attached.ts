import { scopedSearch } from '../list-filters';
import { computedText, listSearch, ownText } from '../list-search';
import { fullNameSql } from '../users/users';
import { readListPage, type PageQuery } from '../list-query';
import type { Db } from '../types';
import { personJson, refJson } from '../sql-json';

/** The tickets tab of a record: the tickets linked to it, with their assignee, and what the record adds. */

export const ATTACHED_TICKET_SORT_FIELDS = ['id', 'ticket_number', 'subject'] as const;
export type AttachedTicketSortField = (typeof ATTACHED_TICKET_SORT_FIELDS)[number];

export interface TicketAssignment {
  assignedTo: { id: number; full_name: string } | null;
  assignedTeam: { id: number; name: string } | null;
}

export interface AttachedTicketRow extends TicketAssignment {
  id: number;
  ticket_number: string;
  subject: string;
}

/** How a record's tab reads its tickets: the link table aliased `l` (its `ownerColumn` names the record). */
export interface TicketTab {
  link: string;
  ownerColumn: string;
  /** The record's own columns of each row, after the ticket's. */
  columns: string;
  json?: readonly string[];
  joins?: string;
  thenBy?: string;
}

/** What a tickets tab shows and its search reads: number, subject and whom the ticket is assigned to. */
const TICKET_SEARCH = listSearch('t', {
  ticket_number: ownText('ticket_number'),
  subject: ownText('subject'),
  // Its agent, or its team when it has no agent.
  assigned: computedText(
    ['assigned_agent_id', 'assigned_team_id'],
    (alias) => `COALESCE((SELECT ${fullNameSql('u')} FROM users u WHERE u.id = ${alias}.assigned_agent_id),
      (SELECT tm.name FROM teams tm WHERE tm.id = ${alias}.assigned_team_id))`,
  ),
});

/** One page of the tickets linked to the record (search: what the tab shows). */
export function listAttachedTickets<TRow extends AttachedTicketRow>(
  db: Db,
  tab: TicketTab,
  ownerId: number,
  query: PageQuery<AttachedTicketSortField>,
): { total: number; tickets: TRow[] } {
  const source = {
    from: `${tab.link} l JOIN tickets t ON t.id = l.ticket_id`,
    columns: `t.id, t.ticket_number, t.subject,
      ${personJson('a', ['full_name'], { nullable: true })} AS assignedTo,
      ${refJson('tm', { nullable: true })} AS assignedTeam, ${tab.columns}`,
    json: ['assignedTo', 'assignedTeam', ...(tab.json ?? [])],
    joins: `LEFT JOIN users a ON a.id = t.assigned_agent_id
      LEFT JOIN teams tm ON tm.id = t.assigned_team_id
      ${tab.joins ?? ''}`,
    key: 't.id',
    sorts: { id: 't.id', ticket_number: 't.ticket_number', subject: 't.subject COLLATE NOCASE' },
    thenBy: tab.thenBy,
  };
  const where = scopedSearch(`l.${tab.ownerColumn} = ?`, ownerId, TICKET_SEARCH, query.search);
  const { rows, total } = readListPage<TRow, AttachedTicketSortField>(db, source, query, where);
  return { total, tickets: rows };
}
