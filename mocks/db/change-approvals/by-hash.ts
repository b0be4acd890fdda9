import type { Db } from '../types';
import { findBoard, findLevel } from './records';
import type { ApproverRow, BoardRow, LevelRow } from './types';

export interface HashedApprover {
  approver: ApproverRow;
  level: LevelRow;
  board: BoardRow;
  /** The user the link was made for: the approver, or one user of the approver's user type. */
  userId: number;
}

/**
 * The approver a link hash belongs to, while the link can still be used: the approver has not
 * decided and the board is PENDING. A used, removed or unknown hash gives undefined. A link is a
 * user approver's own hash or one user's link of a user type approver.
 */
export function findUsableApprover(db: Db, hash: string): HashedApprover | undefined {
  if (!/^[0-9a-f]{64}$/.test(hash)) return undefined;
  const found = db
    .prepare(
      `SELECT a.*, a.user_id AS link_user_id FROM change_cab_approvers a WHERE a.hash = ? AND a.user_id IS NOT NULL
       UNION ALL
       SELECT a.*, t.user_id AS link_user_id FROM change_cab_type_links t
       JOIN change_cab_approvers a ON a.id = t.approver_id WHERE t.hash = ?`,
    )
    .get(hash, hash) as (ApproverRow & { link_user_id: number }) | undefined;
  if (!found || found.status !== 'PENDING') return undefined;
  const { link_user_id: userId, ...approver } = found;
  const level = findLevel(db, approver.level_id);
  const board = level && findBoard(db, level.board_id);
  if (!level || !board || board.status !== 'PENDING' || level.status !== 'PENDING') return undefined;
  return { approver, level, board, userId };
}
