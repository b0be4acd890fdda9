import { insertAttachment, type NewAttachment } from '../records/attachments';
import { nowDbDate } from '../dates';
import { labelOf } from '../labels';
import type { Db } from '../types';
import { problemsOfTickets } from './links';
import { bold, logActivity, type Actor } from '../records/activity-log';

/** A validated bulk action on tickets linked to problems. */
export type TicketBulkAction =
  | { type: 'status'; statusId: number }
  | { type: 'priority'; priorityId: number }
  | { type: 'assign'; agentId: number }
  | { type: 'assign'; teamId: number }
  | { type: 'reply'; text: string; attachments: ReplyFile[] };

/** A reply attachment before it is stored. */
export interface ReplyFile {
  name: string;
  mimeType: string;
  bytes: Buffer;
}

/** Where a stored file lives: what `UploadStore.save` returns. */
export type SaveFile = (bytes: Buffer) => string;

/** Owner type of the files attached to a ticket reply. */
export const TICKET_REPLY_OWNER_TYPE = 'ticket_replies';

/** Applies the action to every ticket and logs it on each ticket's problem, in one transaction. */
export function applyTicketBulkAction(
  db: Db,
  ticketIds: readonly number[],
  action: TicketBulkAction,
  actor: Actor,
  saveFile: SaveFile,
): void {
  // The files are written once, outside the transaction; every ticket's reply points to them.
  const stored =
    action.type === 'reply'
      ? action.attachments.map((file) => ({
          name: file.name,
          size: file.bytes.length,
          mimeType: file.mimeType,
          storagePath: saveFile(file.bytes),
        }))
      : [];
  db.transaction(() => {
    const problems = problemsOfTickets(db, ticketIds);
    const now = nowDbDate();
    for (const ticketId of ticketIds) {
      const what = applyOne(db, ticketId, action, actor, now, stored);
      const problemId = problems.get(ticketId);
      if (problemId !== undefined) logActivity(db, 'sd_problem', problemId, actor, what);
    }
  })();
}

/** Updates one ticket; returns the log text. */
function applyOne(
  db: Db,
  ticketId: number,
  action: TicketBulkAction,
  actor: Actor,
  now: string,
  files: readonly NewAttachment[],
): string {
  const ticket = bold(labelOf(db, 'tickets', ticketId) ?? '');
  const update = (sql: string, ...params: unknown[]) =>
    db.prepare(`UPDATE tickets SET ${sql}, updated_at = ? WHERE id = ?`).run(...params, now, ticketId);
  switch (action.type) {
    case 'status':
      update('status_id = ?', action.statusId);
      return `changed the status of the ticket ${ticket} to ${bold(labelOf(db, 'statuses', action.statusId) ?? '')}`;
    case 'priority':
      update('priority_id = ?', action.priorityId);
      return `changed the priority of the ticket ${ticket} to ${bold(labelOf(db, 'priorities', action.priorityId) ?? '')}`;
    case 'assign':
      if ('agentId' in action) {
        update('assigned_agent_id = ?, assigned_team_id = NULL', action.agentId);
        return `assigned the ticket ${ticket} to ${bold(labelOf(db, 'users', action.agentId) ?? '')}`;
      }
      update('assigned_team_id = ?, assigned_agent_id = NULL', action.teamId);
      return `assigned the ticket ${ticket} to the team ${bold(labelOf(db, 'teams', action.teamId) ?? '')}`;
    case 'reply': {
      const summary = files.map((file) => ({ name: file.name, size: file.size }));
      const replyId = Number(
        db
          .prepare(
            'INSERT INTO ticket_replies (ticket_id, user_id, body, attachments, created_at) VALUES (?, ?, ?, ?, ?)',
          )
          .run(ticketId, actor.id, action.text, JSON.stringify(summary), now).lastInsertRowid,
      );
      for (const file of files) insertAttachment(db, { type: TICKET_REPLY_OWNER_TYPE, id: replyId }, file);
      update('subject = subject');
      return `replied to the ticket ${ticket}`;
    }
  }
}
