import { nowDbDate } from '../dates';
import type { Db } from '../types';
import type { BoardRow } from './types';
import { bold, logActivity, type Actor } from '../records/activity-log';

/** Stops or resumes a pending board's automatic reminders. */
export function setAutoReminders(db: Db, board: BoardRow, on: boolean, actor: Actor): void {
  db.transaction(() => {
    db.prepare('UPDATE change_cab_boards SET send_auto_reminders = ?, updated_at = ? WHERE id = ?').run(
      on ? 1 : 0,
      nowDbDate(),
      board.id,
    );
    logActivity(
      db,
      'sd_changes',
      board.change_id,
      actor,
      `${on ? 'resumed' : 'stopped'} the automatic reminders of the CAB ${bold(board.name)}`,
    );
  })();
}

/** Records a reminder sent to the pending approvers of a level, or to one approver (no mail leaves the demo). */
export function recordReminder(db: Db, board: BoardRow, recipients: string, actor: Actor): void {
  logActivity(
    db,
    'sd_changes',
    board.change_id,
    actor,
    `sent a reminder to ${bold(recipients)} for the CAB ${bold(board.name)}`,
  );
}
