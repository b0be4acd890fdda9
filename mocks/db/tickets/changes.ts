import { nowDbDate } from '../dates';
import { labelOf } from '../labels';
import { logChangeActivity } from '../changes/activity-log';
import { bold, type Actor } from '../records/activity-log';
import { likeContaining, SqlWhere } from '../sql-where';
import type { Db } from '../types';

export const TICKET_CHANGE_TYPES = ['initiating', 'initiated'] as const;
export type TicketChangeType = (typeof TICKET_CHANGE_TYPES)[number];

export const TICKET_CHANGE_SORT_FIELDS = ['id', 'change_number', 'subject', 'created_at'] as const;
export type TicketChangeSortField = (typeof TICKET_CHANGE_SORT_FIELDS)[number];

const SORT_SQL: Record<TicketChangeSortField, string> = {
  id: 'c.id',
  change_number: 'c.identifier COLLATE NOCASE',
  subject: 'c.subject COLLATE NOCASE',
  created_at: 'tc.created_at',
};

export interface TicketChangeRow {
  id: number;
  change_number: string;
  subject: string;
  type: TicketChangeType;
  created_at: string;
}

export interface TicketChangeQuery {
  search?: string;
  sortField: TicketChangeSortField;
  ascending: boolean;
  limit: number;
  offset: number;
}

/** The changes linked to a ticket, one row per link (search: change number and subject). */
export function listTicketChanges(
  db: Db,
  ticketId: number,
  query: TicketChangeQuery,
): { data: TicketChangeRow[]; total: number } {
  const where = new SqlWhere();
  where.add('tc.ticket_id = ?', ticketId);
  if (query.search !== undefined) {
    const pattern = likeContaining(query.search);
    where.add("(c.identifier LIKE ? ESCAPE '\\' OR c.subject LIKE ? ESCAPE '\\')", pattern, pattern);
  }
  const from = `FROM ticket_changes tc JOIN changes c ON c.id = tc.change_id ${where.sql}`;
  const total = (db.prepare(`SELECT COUNT(*) AS total ${from}`).get(...where.params) as { total: number }).total;
  const direction = query.ascending ? 'ASC' : 'DESC';
  const data = db
    .prepare(
      `SELECT c.id, c.identifier AS change_number, c.subject, tc.type, tc.created_at ${from}
       ORDER BY ${SORT_SQL[query.sortField]} ${direction}, c.id ${direction}, tc.type LIMIT ? OFFSET ?`,
    )
    .all(...where.params, query.limit, query.offset) as TicketChangeRow[];
  return { data, total };
}

function ticketLabel(db: Db, ticketId: number): string {
  return labelOf(db, 'tickets', ticketId) ?? String(ticketId);
}

/** Links a change to a ticket; false when that link already exists. */
export function attachTicketChange(
  db: Db,
  ticketId: number,
  changeId: number,
  type: TicketChangeType,
  actor: Actor,
): boolean {
  return db.transaction(() => {
    const { changes } = db
      .prepare('INSERT OR IGNORE INTO ticket_changes (ticket_id, change_id, type, created_at) VALUES (?, ?, ?, ?)')
      .run(ticketId, changeId, type, nowDbDate());
    if (changes === 0) return false;
    logChangeActivity(db, changeId, actor, `attached the ticket ${bold(ticketLabel(db, ticketId))} as ${type}`);
    return true;
  })();
}

/** Removes one link; false when it does not exist. */
export function detachTicketChange(
  db: Db,
  ticketId: number,
  changeId: number,
  type: TicketChangeType,
  actor: Actor,
): boolean {
  return db.transaction(() => {
    const { changes } = db
      .prepare('DELETE FROM ticket_changes WHERE ticket_id = ? AND change_id = ? AND type = ?')
      .run(ticketId, changeId, type);
    if (changes === 0) return false;
    logChangeActivity(db, changeId, actor, `detached the ticket ${bold(ticketLabel(db, ticketId))}`);
    return true;
  })();
}
