import { nowDbDate } from '../dates';
import { touchRecord } from '../records/owners';
import type { Db } from '../types';
import type { BoardRow } from './types';
import { bold, logActivity, type Actor } from '../records/activity-log';

/** Removes a pending board with its levels, approvers and their links. */
export function removeBoard(db: Db, board: BoardRow, actor: Actor): void {
  db.transaction(() => {
    db.prepare('DELETE FROM change_cab_boards WHERE id = ?').run(board.id);
    logActivity(db, 'sd_changes', board.change_id, actor, `removed the CAB approval ${bold(board.name)}`);
    touchRecord(db, 'sd_changes', board.change_id, nowDbDate());
  })();
}
