import { CHANGE_TICKETS, type TicketLinkType } from '../changes/links';
import { nowDbDate } from '../dates';
import { labelOf } from '../labels';
import { scopedSearch } from '../list-filters';
import { listSearch, ownText } from '../list-search';
import { readListPage, type PageQuery } from '../list-query';
import { bold, logActivity, type Actor } from '../records/activity-log';
import { linkRecords, unlinkRecord } from '../records/associations';
import type { Db } from '../types';

/** A ticket's side of its links to changes (the change's side: changes/links.ts); the change's log records them. */

export const TICKET_CHANGE_SORT_FIELDS = ['id', 'change_number', 'subject', 'created_at'] as const;
export type TicketChangeSortField = (typeof TICKET_CHANGE_SORT_FIELDS)[number];

type TicketChangeTexts = Record<Exclude<TicketChangeSortField, 'id'>, string>;

/** A row: its id, the texts it sorts by (change number, subject, creation date) and the link's type. */
export interface TicketChangeRow extends TicketChangeTexts {
  id: number;
  type: TicketLinkType;
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
  const where = scopedSearch(
    'tc.ticket_id = ?',
    ticketId,
    listSearch('c', { identifier: ownText('identifier'), subject: ownText('subject') }),
    query.search,
  );
  const { rows, total } = readListPage<TicketChangeRow, TicketChangeSortField>(db, source, query, where);
  return { data: rows, total };
}

/**
 * Links a change to a ticket (`linked`) or removes that link, and logs it on the change; false
 * when there was nothing to do (the link existed, or did not).
 */
export function setTicketChangeLink(
  db: Db,
  link: { ticketId: number; changeId: number; type: TicketLinkType },
  linked: boolean,
  actor: Actor,
): boolean {
  const { ticketId, changeId, type } = link;
  return db.transaction(() => {
    const changed = linked
      ? linkRecords(db, CHANGE_TICKETS, changeId, [ticketId], { type, created_at: nowDbDate() }).length > 0
      : unlinkRecord(db, CHANGE_TICKETS, changeId, ticketId, { type });
    if (!changed) return false;
    const ticket = bold(labelOf(db, 'tickets', ticketId) ?? String(ticketId));
    logActivity(
      db,
      'sd_changes',
      changeId,
      actor,
      linked ? `attached the ticket ${ticket} as ${type}` : `detached the ticket ${ticket}`,
    );
    return true;
  })();
}
