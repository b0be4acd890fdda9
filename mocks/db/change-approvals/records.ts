import type { Db } from '../types';
import type { ApproverRow, BoardRow, LevelRow } from './types';

/** The change's board still waiting for a decision (at most one exists). */
export function findPendingBoard(db: Db, changeId: number): BoardRow | undefined {
  return db
    .prepare("SELECT * FROM change_cab_boards WHERE change_id = ? AND status = 'PENDING' ORDER BY id DESC LIMIT 1")
    .get(changeId) as BoardRow | undefined;
}

export function findBoard(db: Db, boardId: number): BoardRow | undefined {
  return db.prepare('SELECT * FROM change_cab_boards WHERE id = ?').get(boardId) as BoardRow | undefined;
}

export function findLevel(db: Db, levelId: number): LevelRow | undefined {
  return db.prepare('SELECT * FROM change_cab_levels WHERE id = ?').get(levelId) as LevelRow | undefined;
}

export function findActiveLevel(db: Db, boardId: number): LevelRow | undefined {
  return db.prepare('SELECT * FROM change_cab_levels WHERE board_id = ? AND is_active = 1').get(boardId) as
    LevelRow | undefined;
}

export function levelApprovers(db: Db, levelId: number): ApproverRow[] {
  return db.prepare('SELECT * FROM change_cab_approvers WHERE level_id = ? ORDER BY id').all(levelId) as ApproverRow[];
}

/** What an approver is called: the user's full name, or the user type's name. */
export function approverName(db: Db, approver: Pick<ApproverRow, 'user_id' | 'user_type_id'>): string {
  const row = (
    approver.user_id !== null
      ? db.prepare("SELECT first_name || ' ' || last_name AS name FROM users WHERE id = ?").get(approver.user_id)
      : db.prepare('SELECT name FROM cab_user_types WHERE id = ?').get(approver.user_type_id)
  ) as { name: string } | undefined;
  return row?.name ?? '';
}
