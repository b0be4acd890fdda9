import { CHANGE_TICKETS, type TicketLinkType } from '../changes/links';
import { nowDbDate } from '../dates';
import { labelOf } from '../labels';
import { scopedSearch } from '../list-filters';
import { readListPage, type PageQuery } from '../list-query';
import { bold, logActivity, type Actor } from '../records/activity-log';
import { linkRecords, unlinkRecord } from '../records/associations';
import type { Db } from '../types';

/** A ticket's side of its links to changes (the change's side: changes/links.ts); the change's log records them. */

export const TICKET_CHANGE_SORT_FIELDS = ['id', 'change_number', 'subject', 'created_at'] as const;
export type TicketChangeSortField = (typeof TICKET_CHANGE_SORT_FIELDS)[number];

export interface TicketChangeRow {
  id: number;
  change_number: string;
  subject: string;
  type: TicketLinkType;
  created_at: string;
}

/** The changes linked to a ticket, one row per link (search: change number and subject). */
export function listTicketChanges(
  db: Db,
  ticketId: number,
  query: PageQuery<TicketChangeSortField>,
): { data: TicketChangeRow[]; total: number } {
  const source = {
    from: 'ticket_changes tc JOIN changes c ON c.id = tc.change_id',
    columns: 'c.id, c.identifier AS change_number, c.subject, tc.type, tc.created_at',
    key: 'c.id',
    sorts: {
      id: 'c.id',
      change_number: 'c.identifier COLLATE NOCASE',
      subject: 'c.subject COLLATE NOCASE',
      created_at: 'tc.created_at',
    },
    thenBy: 'tc.type',
  };
  const where = scopedSearch('tc.ticket_id = ?', ticketId, ['c.identifier', 'c.subject'], query.search);
  const { rows, total } = readListPage<TicketChangeRow, TicketChangeSortField>(db, source, query, where);
  return { data: rows, total };
}

function ticketLabel(db: Db, ticketId: number): string {
  return bold(labelOf(db, 'tickets', ticketId) ?? String(ticketId));
}

/** Links a change to a ticket; false when that link already exists. */
export function attachTicketChange(
  db: Db,
  ticketId: number,
  changeId: number,
  type: TicketLinkType,
  actor: Actor,
): boolean {
  return db.transaction(() => {
    if (linkRecords(db, CHANGE_TICKETS, changeId, [ticketId], { type, created_at: nowDbDate() }).length === 0) {
      return false;
    }
    logActivity(db, 'sd_changes', changeId, actor, `attached the ticket ${ticketLabel(db, ticketId)} as ${type}`);
    return true;
  })();
}

/** Removes one link; false when it does not exist. */
export function detachTicketChange(
  db: Db,
  ticketId: number,
  changeId: number,
  type: TicketLinkType,
  actor: Actor,
): boolean {
  return db.transaction(() => {
    if (!unlinkRecord(db, CHANGE_TICKETS, changeId, ticketId, { type })) return false;
    logActivity(db, 'sd_changes', changeId, actor, `detached the ticket ${ticketLabel(db, ticketId)}`);
    return true;
  })();
}
