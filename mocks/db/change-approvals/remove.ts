import { nowDbDate } from '../dates';
import type { Db } from '../types';
import { logCabActivity, strong } from './log';
import { touchChange } from './records';
import type { BoardRow, CabActor } from './types';

/** Removes a pending board with its levels, approvers and their links. */
export function removeBoard(db: Db, board: BoardRow, actor: CabActor): void {
  db.transaction(() => {
    db.prepare('DELETE FROM change_cab_boards WHERE id = ?').run(board.id);
    logCabActivity(db, board.change_id, actor, `removed the CAB approval ${strong(board.name)}`);
    touchChange(db, board.change_id, nowDbDate());
  })();
}
