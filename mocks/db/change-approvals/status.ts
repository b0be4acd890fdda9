import type { Db } from '../types';
import type { CabStatus } from './types';

export interface ApproverStatus {
  id: number;
  name: string;
  status: CabStatus;
}

export interface LevelStatus {
  id: number;
  name: string;
  order: number;
  match: 'any' | 'all';
  status: CabStatus;
  is_active: boolean;
  approve_users: ApproverStatus[];
  approve_user_types: ApproverStatus[];
}

export interface BoardStatus {
  id: number;
  name: string;
  status: CabStatus;
  send_auto_reminders: boolean;
  created_at: string;
  approval_levels: LevelStatus[];
}

/**
 * The change's boards, newest first, each with its levels in order and their approvers: users
 * (id = the user's id) and user types (id = the type's id).
 */
export function readApprovalStatus(db: Db, changeId: number): BoardStatus[] {
  const boards = db
    .prepare(
      `SELECT id, name, status, send_auto_reminders, created_at FROM change_cab_boards
       WHERE change_id = ? ORDER BY id DESC`,
    )
    .all(changeId) as (Omit<BoardStatus, 'send_auto_reminders' | 'approval_levels'> & {
    send_auto_reminders: number;
  })[];
  const levels = db.prepare(
    `SELECT id, name, level_order AS "order", match, status, is_active FROM change_cab_levels
     WHERE board_id = ? ORDER BY level_order, id`,
  );
  const users = db.prepare(
    `SELECT u.id, u.first_name || ' ' || u.last_name AS name, a.status FROM change_cab_approvers a
     JOIN users u ON u.id = a.user_id WHERE a.level_id = ? ORDER BY a.id`,
  );
  const types = db.prepare(
    `SELECT t.id, t.name, a.status FROM change_cab_approvers a
     JOIN cab_user_types t ON t.id = a.user_type_id WHERE a.level_id = ? ORDER BY a.id`,
  );
  return boards.map((board) => ({
    ...board,
    send_auto_reminders: board.send_auto_reminders === 1,
    approval_levels: (levels.all(board.id) as (Omit<LevelStatus, 'is_active'> & { is_active: number })[]).map(
      (level) => ({
        ...level,
        is_active: level.is_active === 1,
        approve_users: users.all(level.id) as ApproverStatus[],
        approve_user_types: types.all(level.id) as ApproverStatus[],
      }),
    ),
  }));
}
