import { escapeHtml } from '../../html';
import { nowDbDate } from '../dates';
import { bold, logActivity, type Actor } from '../records/activity-log';
import { touchRecord } from '../records/owners';
import type { Db } from '../types';
import { settleLevel } from './decide';
import { newApprovalHash } from './hash';
import { approverName } from './records';
import type { BoardRow, LevelRow } from './types';

/** A user added to or removed from the approvers of a pending board's active level, and why. */
export interface ApproverChange {
  board: BoardRow;
  level: LevelRow;
  userId: number;
  reason: string;
}

/**
 * In one transaction: `write`, then the log entry `what` (given the approver's name) with the
 * reason, then `then` (what follows from the change), and the change's updated_at.
 */
function changeApprovers(
  db: Db,
  { board, level, userId, reason }: ApproverChange,
  actor: Actor,
  write: () => void,
  what: (name: string) => string,
  then: (now: string) => void = () => {},
): void {
  const now = nowDbDate();
  db.transaction(() => {
    const name = approverName(db, { user_id: userId, user_type_id: null });
    write();
    logActivity(
      db,
      'sd_changes',
      board.change_id,
      actor,
      `${what(bold(name))} ${bold(level.name)}: ${escapeHtml(reason)}`,
    );
    then(now);
    touchRecord(db, 'sd_changes', board.change_id, now);
  })();
}

/** Adds a user as a PENDING approver of the active level, with a new link hash, and logs the reason. */
export function addApprover(db: Db, approver: ApproverChange, actor: Actor): void {
  changeApprovers(
    db,
    approver,
    actor,
    () =>
      db
        .prepare("INSERT INTO change_cab_approvers (level_id, user_id, status, hash) VALUES (?, ?, 'PENDING', ?)")
        .run(approver.level.id, approver.userId, newApprovalHash()),
    (name) => `added ${name} as an approver of the level`,
  );
}

/**
 * Removes a user approver from the active level and logs the reason. The level's rule is then
 * checked again: with 'all', the approvers left may all have approved already.
 */
export function removeApprover(db: Db, approver: ApproverChange, actor: Actor): void {
  const { board, level, userId } = approver;
  changeApprovers(
    db,
    approver,
    actor,
    () => db.prepare('DELETE FROM change_cab_approvers WHERE level_id = ? AND user_id = ?').run(level.id, userId),
    (name) => `removed ${name} from the approvers of the level`,
    (now) => settleLevel(db, level, board, actor, now),
  );
}
