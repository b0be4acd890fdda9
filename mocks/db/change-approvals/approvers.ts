import { escapeHtml } from '../../html';
import { nowDbDate } from '../dates';
import type { Db } from '../types';
import { settleLevel } from './decide';
import { newApprovalHash } from './hash';
import { approverName, touchChange } from './records';
import type { BoardRow, LevelRow } from './types';
import { bold, logActivity, type Actor } from '../records/activity-log';

/** Adds a user as a PENDING approver of the active level, with a new link hash, and logs the reason. */
export function addApprover(
  db: Db,
  board: BoardRow,
  level: LevelRow,
  userId: number,
  reason: string,
  actor: Actor,
): void {
  const now = nowDbDate();
  db.transaction(() => {
    db.prepare("INSERT INTO change_cab_approvers (level_id, user_id, status, hash) VALUES (?, ?, 'PENDING', ?)").run(
      level.id,
      userId,
      newApprovalHash(),
    );
    const name = approverName(db, { user_id: userId, user_type_id: null });
    logActivity(
      db,
      'sd_changes',
      board.change_id,
      actor,
      `added ${bold(name)} as an approver of the level ${bold(level.name)}: ${escapeHtml(reason)}`,
    );
    touchChange(db, board.change_id, now);
  })();
}

/**
 * Removes a user approver from the active level and logs the reason. The level's rule is then
 * checked again: with 'all', the approvers left may all have approved already.
 */
export function removeApprover(
  db: Db,
  board: BoardRow,
  level: LevelRow,
  userId: number,
  reason: string,
  actor: Actor,
): void {
  const now = nowDbDate();
  db.transaction(() => {
    const name = approverName(db, { user_id: userId, user_type_id: null });
    db.prepare('DELETE FROM change_cab_approvers WHERE level_id = ? AND user_id = ?').run(level.id, userId);
    logActivity(
      db,
      'sd_changes',
      board.change_id,
      actor,
      `removed ${bold(name)} from the approvers of the level ${bold(level.name)}: ${escapeHtml(reason)}`,
    );
    settleLevel(db, level, board, actor, now);
    touchChange(db, board.change_id, now);
  })();
}
