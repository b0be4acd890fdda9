import { nowDbDate } from '../dates';
import { labelOf } from '../labels';
import { bold, type Actor } from '../records/activity-log';
import type { Db } from '../types';
import { logChangeActivity } from './activity-log';
import { CLOSED_CHANGE_STATUS } from './state';

/*
 * What the change view changes on a change: its agent, release, assets, tickets, tasks, duration
 * and state. Callers have checked that the records exist; each call logs what it did and touches
 * updated_at, in one transaction.
 */

export type TicketLinkType = 'initiating' | 'initiated';

function touch(db: Db, changeId: number): void {
  db.prepare('UPDATE changes SET updated_at = ? WHERE id = ?').run(nowDbDate(), changeId);
}

function releaseLabel(db: Db, releaseId: number): string {
  const row = db.prepare('SELECT identifier, subject FROM releases WHERE id = ?').get(releaseId) as
    { identifier: string; subject: string } | undefined;
  return row ? `${row.identifier} ${row.subject}` : '';
}

export function assignChange(db: Db, changeId: number, agentId: number, actor: Actor): void {
  db.transaction(() => {
    db.prepare('UPDATE changes SET agent_id = ?, updated_at = ? WHERE id = ?').run(agentId, nowDbDate(), changeId);
    logChangeActivity(db, changeId, actor, `assigned the change to ${bold(labelOf(db, 'users', agentId) ?? '')}`);
  })();
}

/** False when a release is attached already (a change belongs to one release at most). */
export function attachRelease(db: Db, changeId: number, releaseId: number, actor: Actor): boolean {
  return db.transaction(() => {
    const { changes } = db
      .prepare('INSERT OR IGNORE INTO change_releases (change_id, release_id, created_at) VALUES (?, ?, ?)')
      .run(changeId, releaseId, nowDbDate());
    if (changes === 0) return false;
    logChangeActivity(db, changeId, actor, `attached the release ${bold(releaseLabel(db, releaseId))}`);
    touch(db, changeId);
    return true;
  })();
}

/** False when no release is attached. */
export function detachRelease(db: Db, changeId: number, actor: Actor): boolean {
  return db.transaction(() => {
    const link = db.prepare('SELECT release_id FROM change_releases WHERE change_id = ?').get(changeId) as
      { release_id: number } | undefined;
    if (!link) return false;
    db.prepare('DELETE FROM change_releases WHERE change_id = ?').run(changeId);
    logChangeActivity(db, changeId, actor, `detached the release ${bold(releaseLabel(db, link.release_id))}`);
    touch(db, changeId);
    return true;
  })();
}

export function attachChangeAssets(db: Db, changeId: number, assetIds: readonly number[], actor: Actor): number {
  return db.transaction(() => {
    const link = db.prepare('INSERT OR IGNORE INTO change_assets (change_id, asset_id) VALUES (?, ?)');
    let added = 0;
    for (const assetId of assetIds) {
      if (link.run(changeId, assetId).changes === 0) continue;
      added++;
      logChangeActivity(db, changeId, actor, `attached the asset ${bold(labelOf(db, 'assets', assetId) ?? '')}`);
    }
    if (added > 0) touch(db, changeId);
    return added;
  })();
}

export function detachChangeAsset(db: Db, changeId: number, assetId: number, actor: Actor): boolean {
  return db.transaction(() => {
    const { changes } = db
      .prepare('DELETE FROM change_assets WHERE change_id = ? AND asset_id = ?')
      .run(changeId, assetId);
    if (changes === 0) return false;
    logChangeActivity(db, changeId, actor, `detached the asset ${bold(labelOf(db, 'assets', assetId) ?? '')}`);
    touch(db, changeId);
    return true;
  })();
}

const TYPE_WORDS: Record<TicketLinkType, string> = {
  initiating: 'as initiating this change',
  initiated: 'as caused by this change',
};

export function attachChangeTickets(
  db: Db,
  changeId: number,
  ticketIds: readonly number[],
  type: TicketLinkType,
  actor: Actor,
): number {
  return db.transaction(() => {
    const link = db.prepare(
      'INSERT OR IGNORE INTO ticket_changes (ticket_id, change_id, type, created_at) VALUES (?, ?, ?, ?)',
    );
    let added = 0;
    for (const ticketId of ticketIds) {
      if (link.run(ticketId, changeId, type, nowDbDate()).changes === 0) continue;
      added++;
      const label = labelOf(db, 'tickets', ticketId) ?? '';
      logChangeActivity(db, changeId, actor, `attached the ticket ${bold(label)} ${TYPE_WORDS[type]}`);
    }
    if (added > 0) touch(db, changeId);
    return added;
  })();
}

export function detachChangeTicket(
  db: Db,
  changeId: number,
  ticketId: number,
  type: TicketLinkType,
  actor: Actor,
): boolean {
  return db.transaction(() => {
    const { changes } = db
      .prepare('DELETE FROM ticket_changes WHERE change_id = ? AND ticket_id = ? AND type = ?')
      .run(changeId, ticketId, type);
    if (changes === 0) return false;
    logChangeActivity(db, changeId, actor, `detached the ticket ${bold(labelOf(db, 'tickets', ticketId) ?? '')}`);
    touch(db, changeId);
    return true;
  })();
}

export function detachChangeTask(db: Db, changeId: number, taskId: number, actor: Actor): boolean {
  return db.transaction(() => {
    const task = db.prepare('SELECT task_name FROM change_tasks WHERE id = ?').get(taskId) as
      { task_name: string } | undefined;
    const { changes } = db
      .prepare('DELETE FROM change_task_links WHERE change_id = ? AND task_id = ?')
      .run(changeId, taskId);
    if (changes === 0) return false;
    logChangeActivity(db, changeId, actor, `detached the task ${bold(task?.task_name ?? '')}`);
    touch(db, changeId);
    return true;
  })();
}

/** Sets the Closed status and the closing date; false when the change is closed already. */
export function closeChange(db: Db, changeId: number, actor: Actor): boolean {
  return db.transaction(() => {
    const closed = db.prepare('SELECT id, name FROM change_statuses WHERE name = ?').get(CLOSED_CHANGE_STATUS) as
      { id: number; name: string } | undefined;
    if (!closed) throw new Error('No closed change status is seeded.');
    const now = nowDbDate();
    const { changes } = db
      .prepare('UPDATE changes SET status_id = ?, updated_at = ? WHERE id = ? AND status_id <> ?')
      .run(closed.id, now, changeId, closed.id);
    if (changes === 0) return false;
    db.prepare(
      `INSERT INTO change_closures (change_id, closed_on) VALUES (?, ?)
       ON CONFLICT (change_id) DO UPDATE SET closed_on = excluded.closed_on`,
    ).run(changeId, now);
    logChangeActivity(db, changeId, actor, `closed the change and changed the status to ${bold(closed.name)}`);
    return true;
  })();
}

/** Sets the total activity duration (minutes). */
export function updateActivityDuration(db: Db, changeId: number, minutes: number, actor: Actor): void {
  db.transaction(() => {
    db.prepare(
      `INSERT INTO change_durations (change_id, total_activity_duration) VALUES (?, ?)
       ON CONFLICT (change_id) DO UPDATE SET total_activity_duration = excluded.total_activity_duration`,
    ).run(changeId, minutes);
    logChangeActivity(db, changeId, actor, `updated the total activity duration to ${bold(`${minutes} minutes`)}`);
    touch(db, changeId);
  })();
}
