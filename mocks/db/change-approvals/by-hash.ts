import type { Db } from '../types';
import { findBoard, findLevel } from './records';
import type { ApproverRow, BoardRow, LevelRow } from './types';

export interface HashedApprover {
  approver: ApproverRow;
  level: LevelRow;
  board: BoardRow;
}

/**
 * The approver a link hash belongs to, while the link can still be used: the approver has not
 * decided and the board is PENDING. A used, removed or unknown hash gives undefined.
 */
export function findUsableApprover(db: Db, hash: string): HashedApprover | undefined {
  if (!/^[0-9a-f]{64}$/.test(hash)) return undefined;
  const approver = db.prepare('SELECT * FROM change_cab_approvers WHERE hash = ?').get(hash) as ApproverRow | undefined;
  if (!approver || approver.status !== 'PENDING') return undefined;
  const level = findLevel(db, approver.level_id);
  const board = level && findBoard(db, level.board_id);
  if (!level || !board || board.status !== 'PENDING' || level.status !== 'PENDING') return undefined;
  return { approver, level, board };
}
