import { nowDbDate } from '../dates';
import { labelOf } from '../labels';
import type { Db } from '../types';
import { bold, logProblemActivity, type Actor } from '../records/activity-log';

/*
 * Attaching and detaching a problem's assets, tickets and change. Callers have checked that the
 * problem and the records exist; each call logs what it did and touches updated_at.
 */

function touch(db: Db, problemId: number): void {
  db.prepare('UPDATE problems SET updated_at = ? WHERE id = ?').run(nowDbDate(), problemId);
}

/** Links the assets not linked yet; returns how many were new. */
export function attachAssets(db: Db, problemId: number, assetIds: readonly number[], actor: Actor): number {
  return db.transaction(() => {
    const link = db.prepare('INSERT OR IGNORE INTO problem_assets (problem_id, asset_id) VALUES (?, ?)');
    let added = 0;
    for (const assetId of assetIds) {
      if (link.run(problemId, assetId).changes === 0) continue;
      added++;
      logProblemActivity(db, problemId, actor, `attached the asset ${bold(labelOf(db, 'assets', assetId) ?? '')}`);
    }
    if (added > 0) touch(db, problemId);
    return added;
  })();
}

/** False when the asset was not linked to the problem. */
export function detachAsset(db: Db, problemId: number, assetId: number, actor: Actor): boolean {
  return db.transaction(() => {
    const { changes } = db
      .prepare('DELETE FROM problem_assets WHERE problem_id = ? AND asset_id = ?')
      .run(problemId, assetId);
    if (changes === 0) return false;
    logProblemActivity(db, problemId, actor, `detached the asset ${bold(labelOf(db, 'assets', assetId) ?? '')}`);
    touch(db, problemId);
    return true;
  })();
}

/** The tickets of the list that already belong to a problem (a ticket has one at most). */
export function ticketsLinkedElsewhere(db: Db, problemId: number, ticketIds: readonly number[]): number[] {
  return (
    db
      .prepare(
        `SELECT ticket_id FROM problem_tickets
         WHERE ticket_id IN (SELECT value FROM json_each(?)) AND problem_id <> ?`,
      )
      .all(JSON.stringify(ticketIds), problemId) as { ticket_id: number }[]
  ).map((row) => row.ticket_id);
}

export function attachTickets(db: Db, problemId: number, ticketIds: readonly number[], actor: Actor): number {
  return db.transaction(() => {
    const link = db.prepare('INSERT OR IGNORE INTO problem_tickets (problem_id, ticket_id) VALUES (?, ?)');
    let added = 0;
    for (const ticketId of ticketIds) {
      if (link.run(problemId, ticketId).changes === 0) continue;
      added++;
      logProblemActivity(db, problemId, actor, `attached the ticket ${bold(labelOf(db, 'tickets', ticketId) ?? '')}`);
    }
    if (added > 0) touch(db, problemId);
    return added;
  })();
}

export function detachTicket(db: Db, problemId: number, ticketId: number, actor: Actor): boolean {
  return db.transaction(() => {
    const { changes } = db
      .prepare('DELETE FROM problem_tickets WHERE problem_id = ? AND ticket_id = ?')
      .run(problemId, ticketId);
    if (changes === 0) return false;
    logProblemActivity(db, problemId, actor, `detached the ticket ${bold(labelOf(db, 'tickets', ticketId) ?? '')}`);
    touch(db, problemId);
    return true;
  })();
}

/** False when a change is attached already (a problem has at most one). */
export function attachChange(db: Db, problemId: number, changeId: number, actor: Actor): boolean {
  return db.transaction(() => {
    const { changes } = db
      .prepare('UPDATE problems SET change_id = ?, updated_at = ? WHERE id = ? AND change_id IS NULL')
      .run(changeId, nowDbDate(), problemId);
    if (changes === 0) return false;
    logProblemActivity(db, problemId, actor, `attached the change ${bold(labelOf(db, 'changes', changeId) ?? '')}`);
    return true;
  })();
}

/** False when that change is not the problem's. */
export function detachChange(db: Db, problemId: number, changeId: number, actor: Actor): boolean {
  return db.transaction(() => {
    const { changes } = db
      .prepare('UPDATE problems SET change_id = NULL, updated_at = ? WHERE id = ? AND change_id = ?')
      .run(nowDbDate(), problemId, changeId);
    if (changes === 0) return false;
    logProblemActivity(db, problemId, actor, `detached the change ${bold(labelOf(db, 'changes', changeId) ?? '')}`);
    return true;
  })();
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
    logProblemActivity(db, problemId, actor, `closed the problem and changed the status to ${bold(closed.name)}`);
    return true;
  })();
}
