import type { PageQuery } from '../list-query';
import { fullNameSql } from '../users/users';
import { listAttachedTickets, type AttachedTicketRow, type AttachedTicketSortField } from '../tickets/attached';
import type { Db } from '../types';
import type { TicketLinkType } from './links';

const CHANGE_TICKETS_TAB = {
  link: 'ticket_changes',
  ownerColumn: 'change_id',
  columns: `CASE WHEN COALESCE(a.id, tm.id) IS NULL THEN NULL
    ELSE json_object('full_name', COALESCE(${fullNameSql('a')}, tm.name)) END AS assigned, l.type`,
  json: ['assigned'],
  thenBy: 'l.type',
};

/** The tickets linked to the change; a ticket linked both ways shows twice. */
export function listChangeTickets(db: Db, changeId: number, query: PageQuery<AttachedTicketSortField>) {
  return listAttachedTickets<AttachedTicketRow & { assigned: { full_name: string } | null; type: TicketLinkType }>(
    db,
    CHANGE_TICKETS_TAB,
    changeId,
    query,
  );
}
