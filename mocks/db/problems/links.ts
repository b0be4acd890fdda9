import { nowDbDate } from '../dates';
import { labelOf } from '../labels';
import { bold, logActivity, type Actor } from '../records/activity-log';
import type { Association } from '../records/associations';
import type { Db } from '../types';

/*
 * A problem's tickets (a ticket belongs to one problem at most), its change (at most one, a
 * column of the problem) and closing it. Callers have checked that the records exist.
 */

export const PROBLEM_TICKETS: Association = {
  table: 'problem_tickets',
  ownerColumn: 'problem_id',
  attachedColumn: 'ticket_id',
  noun: 'ticket',
  label: 'tickets',
};

/** The ids of the list that are linked to some problem, with that problem. */
export function problemsOfTickets(db: Db, ticketIds: readonly number[]): Map<number, number> {
  const rows = db
    .prepare('SELECT ticket_id, problem_id FROM problem_tickets WHERE ticket_id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(ticketIds)) as { ticket_id: number; problem_id: number }[];
  return new Map(rows.map((row) => [row.ticket_id, row.problem_id]));
}

/** The tickets of the list that already belong to another problem. */
export function ticketsLinkedElsewhere(db: Db, problemId: number, ticketIds: readonly number[]): number[] {
  return [...problemsOfTickets(db, ticketIds)]
    .filter(([, linkedProblem]) => linkedProblem !== problemId)
    .map(([ticketId]) => ticketId);
}

/** Sets or clears the problem's change; false when it has another change (or, clearing, not this one). */
function setChange(db: Db, problemId: number, changeId: number, attach: boolean, actor: Actor): boolean {
  return db.transaction(() => {
    const { changes } = attach
      ? db
          .prepare('UPDATE problems SET change_id = ?, updated_at = ? WHERE id = ? AND change_id IS NULL')
          .run(changeId, nowDbDate(), problemId)
      : db
          .prepare('UPDATE problems SET change_id = NULL, updated_at = ? WHERE id = ? AND change_id = ?')
          .run(nowDbDate(), problemId, changeId);
    if (changes === 0) return false;
    const what = `${attach ? 'attached' : 'detached'} the change ${bold(labelOf(db, 'changes', changeId) ?? '')}`;
    logActivity(db, 'sd_problem', problemId, actor, what);
    return true;
  })();
}

export function attachChange(db: Db, problemId: number, changeId: number, actor: Actor): boolean {
  return setChange(db, problemId, changeId, true, actor);
}

export function detachChange(db: Db, problemId: number, changeId: number, actor: Actor): boolean {
  return setChange(db, problemId, changeId, false, actor);
}

/** Sets the Closed status (the problem becomes inactive); false when it is closed already. */
export function closeProblem(db: Db, problemId: number, actor: Actor): boolean {
  return db.transaction(() => {
    const closed = db
      .prepare("SELECT id, name FROM statuses WHERE purpose = 'closed' ORDER BY sort_order LIMIT 1")
      .get() as { id: number; name: string } | undefined;
    if (!closed) throw new Error('No closed status is seeded.');
    const { changes } = db
      .prepare(
        `UPDATE problems SET status_type_id = ?, updated_at = ?
         WHERE id = ? AND status_type_id NOT IN (SELECT id FROM statuses WHERE purpose = 'closed')`,
      )
      .run(closed.id, nowDbDate(), problemId);
    if (changes === 0) return false;
    logActivity(
      db,
      'sd_problem',
      problemId,
      actor,
      `closed the problem and changed the status to ${bold(closed.name)}`,
    );
    return true;
  })();
}
