import type { PageQuery } from '../list-query';
import { listAttachedTickets, type AttachedTicketSortField } from '../tickets/attached';
import type { Db } from '../types';
import type { TicketLinkType } from './links';

const CHANGE_TICKETS_TAB = {
  link: 'ticket_changes',
  ownerColumn: 'change_id',
  columns: 'l.type',
  thenBy: 'l.type',
  extra: (row: { type: TicketLinkType; agent_name: string | null; team_name: string | null }) => {
    const assignedName = row.agent_name ?? row.team_name;
    return { assigned: assignedName === null ? null : { full_name: assignedName }, type: row.type };
  },
};

/** The tickets linked to the change; a ticket linked both ways shows twice. */
export function listChangeTickets(db: Db, changeId: number, query: PageQuery<AttachedTicketSortField>) {
  return listAttachedTickets(db, CHANGE_TICKETS_TAB, changeId, query);
}
