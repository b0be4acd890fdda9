import { nowDbDate } from '../dates';
import { touchRecord } from '../records/owners';
import type { Db } from '../types';
import { newApprovalHash } from './hash';
import { bold, logActivity, type Actor } from '../records/activity-log';

/** The status a change takes while its CAB decides, when the workflow has it. */
export const AWAITING_APPROVAL_STATUS = 'Awaiting Approval';

interface CabDefinition {
  id: number;
  name: string;
  action_on_approve: number | null;
  action_on_deny: number | null;
  send_auto_reminders: 0 | 1;
  reminder_interval: number | null;
}

/**
 * Copies the CAB onto the change as a PENDING board: its levels in order (the first one active)
 * and one PENDING approver row per user and per user type; a user's row carries their link hash,
 * a user type's row one link per user of its role.
 * `appliedText` replaces the log's "applied the CAB" line (a workflow or listener words it its own way).
 * Returns the board's id.
 */
export function applyCab(db: Db, changeId: number, cabId: number, actor: Actor, appliedText?: string): number {
  const cab = db
    .prepare(
      `SELECT id, name, action_on_approve, action_on_deny, send_auto_reminders, reminder_interval
         FROM cabs WHERE id = ?`,
    )
    .get(cabId) as CabDefinition | undefined;
  if (!cab) throw new Error(`CAB ${cabId} does not exist.`);
  const now = nowDbDate();

  return db.transaction(() => {
    const current = db.prepare('SELECT status_id FROM changes WHERE id = ?').get(changeId) as { status_id: number };
    const boardId = Number(
      db
        .prepare(
          `INSERT INTO change_cab_boards
             (change_id, cab_id, name, status, action_on_approve, action_on_deny, send_auto_reminders,
              status_before_id, reminder_interval, created_at, updated_at)
           VALUES (?, ?, ?, 'PENDING', ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          changeId,
          cab.id,
          cab.name,
          cab.action_on_approve,
          cab.action_on_deny,
          cab.send_auto_reminders,
          current.status_id,
          cab.reminder_interval,
          now,
          now,
        ).lastInsertRowid,
    );
    const levels = db
      .prepare('SELECT id, name, level_order, match FROM cab_levels WHERE cab_id = ? ORDER BY level_order, id')
      .all(cab.id) as { id: number; name: string; level_order: number; match: 'any' | 'all' }[];
    const insertLevel = db.prepare(
      `INSERT INTO change_cab_levels (board_id, name, level_order, match, status, is_active)
       VALUES (?, ?, ?, ?, 'PENDING', ?)`,
    );
    const insertUser = db.prepare(
      "INSERT INTO change_cab_approvers (level_id, user_id, status, hash) VALUES (?, ?, 'PENDING', ?)",
    );
    const insertType = db.prepare(
      "INSERT INTO change_cab_approvers (level_id, user_type_id, status, hash) VALUES (?, ?, 'PENDING', ?)",
    );
    levels.forEach((level, index) => {
      const levelId = Number(
        insertLevel.run(boardId, level.name, index + 1, level.match, index === 0 ? 1 : 0).lastInsertRowid,
      );
      const users = db.prepare('SELECT user_id FROM cab_level_users WHERE level_id = ? ORDER BY user_id').all(level.id);
      for (const { user_id } of users as { user_id: number }[]) insertUser.run(levelId, user_id, newApprovalHash());
      const types = db
        .prepare('SELECT user_type_id FROM cab_level_user_types WHERE level_id = ? ORDER BY user_type_id')
        .all(level.id);
      for (const { user_type_id } of types as { user_type_id: number }[]) {
        const approverId = Number(insertType.run(levelId, user_type_id, newApprovalHash()).lastInsertRowid);
        insertTypeLinks(db, approverId, user_type_id);
      }
    });

    logActivity(db, 'sd_changes', changeId, actor, appliedText ?? `applied the CAB ${bold(cab.name)}`);
    const awaiting = db.prepare('SELECT id FROM change_statuses WHERE name = ?').get(AWAITING_APPROVAL_STATUS) as
      { id: number } | undefined;
    if (awaiting && current.status_id !== awaiting.id) {
      db.prepare('UPDATE changes SET status_id = ? WHERE id = ?').run(awaiting.id, changeId);
      logActivity(db, 'sd_changes', changeId, actor, `changed the status to ${bold(AWAITING_APPROVAL_STATUS)}`);
    }
    touchRecord(db, 'sd_changes', changeId, now);
    return boardId;
  })();
}

/** One approval link for each user of the user type's role, for the user type approver row. */
function insertTypeLinks(db: Db, approverId: number, userTypeId: number): void {
  const users = db
    .prepare('SELECT u.id FROM users u JOIN cab_user_types t ON t.role = u.role WHERE t.id = ? ORDER BY u.id')
    .all(userTypeId) as { id: number }[];
  const insert = db.prepare('INSERT INTO change_cab_type_links (approver_id, user_id, hash) VALUES (?, ?, ?)');
  for (const user of users) insert.run(approverId, user.id, newApprovalHash());
}
