import { nowDbDate } from '../dates';
import type { Db } from '../types';
import { logCabActivity, strong } from './log';
import type { BoardRow, CabActor } from './types';

/** Stops or resumes a pending board's automatic reminders. */
export function setAutoReminders(db: Db, board: BoardRow, on: boolean, actor: CabActor): void {
  db.transaction(() => {
    db.prepare('UPDATE change_cab_boards SET send_auto_reminders = ?, updated_at = ? WHERE id = ?').run(
      on ? 1 : 0,
      nowDbDate(),
      board.id,
    );
    logCabActivity(
      db,
      board.change_id,
      actor,
      `${on ? 'resumed' : 'stopped'} the automatic reminders of the CAB ${strong(board.name)}`,
    );
  })();
}

/** Records a reminder sent to the pending approvers of a level, or to one approver (no mail leaves the demo). */
export function recordReminder(db: Db, board: BoardRow, recipients: string, actor: CabActor): void {
  logCabActivity(
    db,
    board.change_id,
    actor,
    `sent a reminder to ${strong(recipients)} for the CAB ${strong(board.name)}`,
  );
}
