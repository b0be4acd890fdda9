import { userCan } from '../users/permissions';
import type { Db } from '../types';
import { findUser } from '../users/users';
import { findActiveLevel, findPendingBoard } from './records';
import type { ApproverRow } from './types';

/** True while a CAB applied to the change has not decided yet (its details cannot be edited). */
export function isCabApprovalPending(db: Db, changeId: number): boolean {
  return findPendingBoard(db, changeId) !== undefined;
}

/**
 * The PENDING approver rows of the pending board's active level that the user may act for: the
 * user's own row and the row of the user type of their role.
 */
export function actingApprovers(db: Db, changeId: number, user: { id: number; role: string }): ApproverRow[] {
  const board = findPendingBoard(db, changeId);
  const level = board && findActiveLevel(db, board.id);
  if (!level) return [];
  return db
    .prepare(
      `SELECT a.* FROM change_cab_approvers a
       LEFT JOIN cab_user_types ut ON ut.id = a.user_type_id
       WHERE a.level_id = ? AND a.status = 'PENDING' AND (a.user_id = ? OR ut.role = ?)
       ORDER BY a.id`,
    )
    .all(level.id, user.id, user.role) as ApproverRow[];
}

export interface CabActionFlags {
  /** Apply CAB: the user may edit the change and no approval is pending. */
  allowed_enforce_cab: boolean;
  /** Approve / deny: the user is a pending approver (by user or user type) of the active level. */
  allowed_cab_action: boolean;
  /** Remove the approval: the user may edit the change and an approval is pending. */
  remove_cab: boolean;
}

/** The CAB part of the change view's action flags, for the signed-in user. */
export function cabActionFlags(db: Db, changeId: number, userId: number): CabActionFlags {
  const user = findUser(db, userId);
  if (!user) return { allowed_enforce_cab: false, allowed_cab_action: false, remove_cab: false };
  const pending = isCabApprovalPending(db, changeId);
  const mayEdit = userCan(db, user, 'edit_change');
  return {
    allowed_enforce_cab: mayEdit && !pending,
    allowed_cab_action: pending && actingApprovers(db, changeId, user).length > 0,
    remove_cab: mayEdit && pending,
  };
}
