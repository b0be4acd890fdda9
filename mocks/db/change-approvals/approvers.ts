import { escapeHtml } from '../../html';
import { nowDbDate } from '../dates';
import type { Db } from '../types';
import { settleLevel } from './decide';
import { newApprovalHash } from './hash';
import { logCabActivity, strong } from './log';
import { approverName, touchChange } from './records';
import type { BoardRow, CabActor, LevelRow } from './types';

/** Adds a user as a PENDING approver of the active level, with a new link hash, and logs the reason. */
export function addApprover(
  db: Db,
  board: BoardRow,
  level: LevelRow,
  userId: number,
  reason: string,
  actor: CabActor,
): void {
  const now = nowDbDate();
  db.transaction(() => {
    db.prepare("INSERT INTO change_cab_approvers (level_id, user_id, status, hash) VALUES (?, ?, 'PENDING', ?)").run(
      level.id,
      userId,
      newApprovalHash(),
    );
    const name = approverName(db, { user_id: userId, user_type_id: null });
    logCabActivity(
      db,
      board.change_id,
      actor,
      `added ${strong(name)} as an approver of the level ${strong(level.name)}: ${escapeHtml(reason)}`,
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
  actor: CabActor,
): void {
  const now = nowDbDate();
  db.transaction(() => {
    const name = approverName(db, { user_id: userId, user_type_id: null });
    db.prepare('DELETE FROM change_cab_approvers WHERE level_id = ? AND user_id = ?').run(level.id, userId);
    logCabActivity(
      db,
      board.change_id,
      actor,
      `removed ${strong(name)} from the approvers of the level ${strong(level.name)}: ${escapeHtml(reason)}`,
    );
    settleLevel(db, level, board, actor, now);
    touchChange(db, board.change_id, now);
  })();
}
