import { withChangeListeners } from '../automations/run';
import { nowDbDate } from '../dates';
import { touchRecord } from '../records/owners';
import type { Db } from '../types';
import type { BoardRow } from './types';
import { bold, logActivity, type Actor } from '../records/activity-log';

/**
 * Removes a pending board with its levels, approvers and their links, and gives the change back
 * the status it had when approval was requested.
 */
export function removeBoard(db: Db, board: BoardRow, actor: Actor): void {
  withChangeListeners(db, board.change_id, actor, () => {
    db.prepare('DELETE FROM change_cab_boards WHERE id = ?').run(board.id);
    logActivity(db, 'sd_changes', board.change_id, actor, `removed the CAB approval ${bold(board.name)}`);
    const restored = db
      .prepare(
        `UPDATE changes SET status_id = ? WHERE id = ? AND status_id <> ?
         RETURNING (SELECT name FROM change_statuses WHERE id = changes.status_id) AS name`,
      )
      .get(board.status_before_id, board.change_id, board.status_before_id) as { name: string } | undefined;
    if (restored) logActivity(db, 'sd_changes', board.change_id, actor, `changed the status to ${bold(restored.name)}`);
    touchRecord(db, 'sd_changes', board.change_id, nowDbDate());
  });
}
