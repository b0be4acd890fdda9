import { parseJsonColumns, personJson, type Ref } from '../sql-json';
import type { Db } from '../types';
import { fullNameSql } from '../users/users';
import type { CabStatus } from './types';

export interface ApproverStatus {
  id: number;
  name: string;
  status: CabStatus;
  /** The approver's comment with their decision. */
  comment: string | null;
  /** Who decided: the user, or for a user type the user of its role who acted for it. */
  acted_by: Ref | null;
  acted_at: string | null;
  /** The viewer's own approval page (`/change-approval/{hash}`) while they may still decide here. */
  approval_link: string | null;
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

/** Who reads the status: their approval links are given with their own pending rows. */
export interface StatusViewer {
  id: number;
  role: string;
}

/** The decision columns every approver row answers with; `link` is the SQL of the viewer's link hash. */
const decisionColumns = (link: string) => `a.status, a.comment,
  ${personJson('p', ['name'], { nullable: true })} AS acted_by, a.acted_at,
  CASE WHEN a.status = 'PENDING' AND l.is_active = 1 AND ${link} IS NOT NULL
    THEN '/change-approval/' || ${link} END AS approval_link`;

/**
 * The change's boards, newest first, each with its levels in order and their approvers: users
 * (id = the user's id) and user types (id = the type's id), with their decisions.
 */
export function readApprovalStatus(db: Db, changeId: number, viewer: StatusViewer): BoardStatus[] {
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
    `SELECT u.id, ${fullNameSql('u')} AS name, ${decisionColumns('CASE WHEN a.user_id = @viewer THEN a.hash END')}
     FROM change_cab_approvers a JOIN change_cab_levels l ON l.id = a.level_id
     JOIN users u ON u.id = a.user_id LEFT JOIN users p ON p.id = a.acted_by
     WHERE a.level_id = @level ORDER BY a.id`,
  );
  const types = db.prepare(
    `SELECT t.id, t.name, ${decisionColumns('tl.hash')}
     FROM change_cab_approvers a JOIN change_cab_levels l ON l.id = a.level_id
     JOIN cab_user_types t ON t.id = a.user_type_id LEFT JOIN users p ON p.id = a.acted_by
     LEFT JOIN change_cab_type_links tl ON tl.approver_id = a.id AND tl.user_id = @viewer
     WHERE a.level_id = @level ORDER BY a.id`,
  );
  const approvers = (statement: typeof users, level: number) =>
    (statement.all({ level, viewer: viewer.id }) as Record<string, unknown>[]).map((row) =>
      parseJsonColumns<ApproverStatus>(row, ['acted_by']),
    );
  return boards.map((board) => ({
    ...board,
    send_auto_reminders: board.send_auto_reminders === 1,
    approval_levels: (levels.all(board.id) as (Omit<LevelStatus, 'is_active'> & { is_active: number })[]).map(
      (level) => ({
        ...level,
        is_active: level.is_active === 1,
        approve_users: approvers(users, level.id),
        approve_user_types: approvers(types, level.id),
      }),
    ),
  }));
}
