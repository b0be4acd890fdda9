import { withChangeListeners } from '../automations/run';
import { nowDbDate } from '../dates';
import { labelOf } from '../labels';
import { bold, logActivity, type Actor } from '../records/activity-log';
import { attachToRecord, detachFromRecord, type Association } from '../records/associations';
import { touchRecord } from '../records/owners';
import type { Db } from '../types';
import { CLOSED_CHANGE_STATUS } from './state';

/*
 * What the change view changes on a change: its agent, release, tickets, tasks, duration and
 * state (its assets are the shared association, assetsOf('sd_changes')). Callers have checked
 * that the records exist; each call logs what it did, in one transaction.
 */

export const TICKET_LINK_TYPES = ['initiating', 'initiated'] as const;
/** initiating: the ticket initiated the change; initiated: the change initiated the ticket. */
export type TicketLinkType = (typeof TICKET_LINK_TYPES)[number];

/** ticket_changes: a ticket may be linked to a change both ways, one row per type. */
export const CHANGE_TICKETS: Association = {
  table: 'ticket_changes',
  ownerColumn: 'change_id',
  attachedColumn: 'ticket_id',
  noun: 'ticket',
  label: 'tickets',
};

/** A change belongs to one release at most (change_id is the key). */
export const CHANGE_RELEASE: Association = {
  table: 'change_releases',
  ownerColumn: 'change_id',
  attachedColumn: 'release_id',
  noun: 'release',
  label: 'releases',
};

export const CHANGE_TASKS: Association = {
  table: 'change_task_links',
  ownerColumn: 'change_id',
  attachedColumn: 'task_id',
  noun: 'task',
  label: 'change_tasks',
};

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
  const link = { columns: { type, created_at: nowDbDate() }, suffix: ` ${TYPE_WORDS[type]}` };
  return attachToRecord(db, 'sd_changes', changeId, CHANGE_TICKETS, ticketIds, actor, link);
}

/** False when a release is attached already. */
export function attachRelease(db: Db, changeId: number, releaseId: number, actor: Actor): boolean {
  const link = { columns: { created_at: nowDbDate() } };
  return withChangeListeners(
    db,
    changeId,
    actor,
    () => attachToRecord(db, 'sd_changes', changeId, CHANGE_RELEASE, [releaseId], actor, link) > 0,
    (attached) => (attached ? ['release_attached'] : []),
  );
}

/** False when no release is attached. */
export function detachRelease(db: Db, changeId: number, actor: Actor): boolean {
  const releaseId = db.prepare('SELECT release_id FROM change_releases WHERE change_id = ?').pluck().get(changeId) as
    number | undefined;
  return releaseId !== undefined && detachFromRecord(db, 'sd_changes', changeId, CHANGE_RELEASE, releaseId, actor);
}

export function assignChange(db: Db, changeId: number, agentId: number, actor: Actor): void {
  withChangeListeners(db, changeId, actor, () => {
    db.prepare('UPDATE changes SET agent_id = ?, updated_at = ? WHERE id = ?').run(agentId, nowDbDate(), changeId);
    const what = `assigned the change to ${bold(labelOf(db, 'users', agentId) ?? '')}`;
    logActivity(db, 'sd_changes', changeId, actor, what);
  });
}

/** Sets the Closed status (the schema records the closing date); false when the change is closed already. */
export function closeChange(db: Db, changeId: number, actor: Actor): boolean {
  return withChangeListeners(db, changeId, actor, () => {
    const closed = db.prepare('SELECT id, name FROM change_statuses WHERE name = ?').get(CLOSED_CHANGE_STATUS) as
      { id: number; name: string } | undefined;
    if (!closed) throw new Error('No closed change status is seeded.');
    const now = nowDbDate();
    const { changes } = db
      .prepare('UPDATE changes SET status_id = ?, updated_at = ? WHERE id = ? AND status_id <> ?')
      .run(closed.id, now, changeId, closed.id);
    if (changes === 0) return false;
    const what = `closed the change and changed the status to ${bold(closed.name)}`;
    logActivity(db, 'sd_changes', changeId, actor, what);
    return true;
  });
}

/** Sets the total activity duration (minutes). */
export function updateActivityDuration(db: Db, changeId: number, minutes: number, actor: Actor): void {
  db.transaction(() => {
    db.prepare(
      `INSERT INTO change_durations (change_id, total_activity_duration) VALUES (?, ?)
       ON CONFLICT (change_id) DO UPDATE SET total_activity_duration = excluded.total_activity_duration`,
    ).run(changeId, minutes);
    const what = `updated the total activity duration to ${bold(`${minutes} minutes`)}`;
    logActivity(db, 'sd_changes', changeId, actor, what);
    touchRecord(db, 'sd_changes', changeId);
  })();
}
