import { scopedSearch } from '../list-filters';
import { readListPage, type PageQuery } from '../list-query';
import type { Db } from '../types';
import { fullNameSql } from '../users/users';

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

interface BaseRow {
  id: number;
  ticket_number: string;
  subject: string;
  agent_id: number | null;
  agent_name: string | null;
  team_id: number | null;
  team_name: string | null;
}

/** How a record's tab reads its tickets: the link table aliased `l` (its `ownerColumn` names the record). */
export interface TicketTab<TRow, TExtra> {
  link: string;
  ownerColumn: string;
  columns: string;
  joins?: string;
  thenBy?: string;
  extra: (row: BaseRow & TRow) => TExtra;
}

/** One page of the tickets linked to the record (search: ticket number and subject). */
export function listAttachedTickets<TRow, TExtra>(
  db: Db,
  tab: TicketTab<TRow, TExtra>,
  ownerId: number,
  query: PageQuery<AttachedTicketSortField>,
): { tickets: (AttachedTicketRow & TExtra)[]; total: number } {
  const source = {
    from: `${tab.link} l JOIN tickets t ON t.id = l.ticket_id`,
    columns: `t.id, t.ticket_number, t.subject, ${tab.columns},
      a.id AS agent_id, ${fullNameSql('a')} AS agent_name, tm.id AS team_id, tm.name AS team_name`,
    joins: `LEFT JOIN users a ON a.id = t.assigned_agent_id
      LEFT JOIN teams tm ON tm.id = t.assigned_team_id
      ${tab.joins ?? ''}`,
    key: 't.id',
    sorts: { id: 't.id', ticket_number: 't.ticket_number', subject: 't.subject COLLATE NOCASE' },
    thenBy: tab.thenBy,
  };
  const where = scopedSearch(`l.${tab.ownerColumn} = ?`, ownerId, ['t.ticket_number', 't.subject'], query.search);
  const { rows, total } = readListPage<BaseRow & TRow, AttachedTicketSortField>(db, source, query, where);
  return {
    total,
    tickets: rows.map((row) => ({
      id: row.id,
      ticket_number: row.ticket_number,
      subject: row.subject,
      assignedTo: row.agent_id === null ? null : { id: row.agent_id, full_name: row.agent_name ?? '' },
      assignedTeam: row.team_id === null ? null : { id: row.team_id, name: row.team_name ?? '' },
      ...tab.extra(row),
    })),
  };
}
