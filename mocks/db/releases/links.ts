import { runListeners } from '../automations/run';
import { isCabApprovalPending } from '../change-approvals/pending';
import { closeChange } from '../changes/links';
import { nowDbDate } from '../dates';
import { labelOf } from '../labels';
import { bold, logActivity, type Actor } from '../records/activity-log';
import { attachToRecord, linkedIds, type Association } from '../records/associations';
import type { Db } from '../types';
import { COMPLETED_RELEASE_STATUS, FINISHED_RELEASE_STATUSES } from './state';

/** The changes a release gathers, seen from the release (a change belongs to one release at most). */
export const RELEASE_CHANGES: Association = {
  table: 'change_releases',
  ownerColumn: 'release_id',
  attachedColumn: 'change_id',
  noun: 'change',
  label: 'changes',
};

/** The changes among `changeIds` that belong to another release. */
export function changesInOtherReleases(db: Db, releaseId: number, changeIds: readonly number[]): number[] {
  return db
    .prepare(
      `SELECT change_id FROM change_releases
       WHERE release_id <> ? AND change_id IN (SELECT value FROM json_each(?)) ORDER BY change_id`,
    )
    .pluck()
    .all(releaseId, JSON.stringify(changeIds)) as number[];
}

/** Attaches changes to the release, logged in the release's log and in each change's. */
export function attachReleaseChanges(db: Db, releaseId: number, changeIds: readonly number[], actor: Actor): void {
  db.transaction(() => {
    const before = linkedIds(db, RELEASE_CHANGES, releaseId);
    attachToRecord(db, 'sd_releases', releaseId, RELEASE_CHANGES, changeIds, actor, {
      columns: { created_at: nowDbDate() },
    });
    const release = bold(labelOf(db, 'releases', releaseId) ?? '');
    for (const changeId of changeIds.filter((id) => !before.includes(id))) {
      logActivity(db, 'sd_changes', changeId, actor, `attached the change to the release ${release}`);
      runListeners(db, changeId, actor, ['release_attached']);
    }
  })();
}

/** Why the release cannot be completed now: one of its changes awaits its CAB's decision. */
export function completionBlocker(db: Db, releaseId: number): string | undefined {
  const pending = linkedIds(db, RELEASE_CHANGES, releaseId).find((id) => isCabApprovalPending(db, id));
  return pending === undefined
    ? undefined
    : `The change ${labelOf(db, 'changes', pending) ?? ''} awaits its CAB approval; the release cannot be completed yet.`;
}

/**
 * Marks the release completed and closes each of its changes that is still open, each logged in
 * the change's activity log. False when the release was completed or cancelled already (checked in
 * the same statement that completes it).
 */
export function completeRelease(db: Db, releaseId: number, actor: Actor): boolean {
  return db.transaction(() => {
    const { changes } = db
      .prepare(
        `UPDATE releases SET status_id = (SELECT id FROM release_statuses WHERE name = ?), updated_at = ?
         WHERE id = ? AND status_id IN (SELECT id FROM release_statuses WHERE name NOT IN (SELECT value FROM json_each(?)))`,
      )
      .run(COMPLETED_RELEASE_STATUS, nowDbDate(), releaseId, JSON.stringify(FINISHED_RELEASE_STATUSES));
    if (changes === 0) return false;
    logActivity(db, 'sd_releases', releaseId, actor, `marked the release as ${bold(COMPLETED_RELEASE_STATUS)}`);
    const release = bold(labelOf(db, 'releases', releaseId) ?? '');
    for (const changeId of linkedIds(db, RELEASE_CHANGES, releaseId)) {
      logActivity(db, 'sd_changes', changeId, actor, `completed the release ${release}`);
      closeChange(db, changeId, actor);
    }
    return true;
  })();
}
