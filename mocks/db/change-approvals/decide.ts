import { withChangeListeners } from '../automations/run';
import { nowDbDate } from '../dates';
import { touchRecord } from '../records/owners';
import type { Db } from '../types';
import { approverName, findBoard, findLevel, levelApprovers } from './records';
import type { ApprovalAction, ApproverRow, BoardRow, LevelRow } from './types';
import { bold, logActivity, type Actor } from '../records/activity-log';

/** Marks one approver row decided, only while it, its level (active) and its board are PENDING. */
const MARK_PENDING_APPROVER = `
  UPDATE change_cab_approvers SET status = ?, comment = ?, acted_by = ?, acted_at = ?
  WHERE id = ? AND status = 'PENDING' AND level_id IN (
    SELECT l.id FROM change_cab_levels l JOIN change_cab_boards b ON b.id = l.board_id
    WHERE l.is_active = 1 AND l.status = 'PENDING' AND b.status = 'PENDING')`;

/** Thrown inside the decision's transaction to roll it back when another decision came first. */
class AlreadyDecided extends Error {}

/**
 * Records one decision by approver rows of the same active level and moves the state on:
 * a deny denies the level and the board; an approval completes the level when its rule is met
 * ('any': one approver, 'all': every approver), which activates the next level or, after the
 * last one, approves the board. A decided board sets the change status from the CAB's action.
 *
 * The state is checked by the statement that records the decision, in the same transaction as
 * everything that follows from it: when another decision came first (a row, its level or its
 * board is no longer PENDING), nothing is written and the answer is false.
 */
export function recordDecision(
  db: Db,
  approvers: ApproverRow[],
  action: ApprovalAction,
  comment: string,
  actor: Actor,
): boolean {
  if (approvers.length === 0) return false;
  const now = nowDbDate();
  const status = action === 'approve' ? 'APPROVED' : 'DENIED';
  const mark = db.prepare(MARK_PENDING_APPROVER);
  try {
    db.transaction(() => {
      for (const approver of approvers) {
        if (mark.run(status, comment, actor.id, now, approver.id).changes !== 1) throw new AlreadyDecided();
      }
      const level = findLevel(db, approvers[0].level_id) as LevelRow;
      const board = findBoard(db, level.board_id) as BoardRow;
      const capacity = approvers.map((approver) => approverName(db, approver)).join(', ');
      const as = actor.name === capacity ? '' : ` as ${bold(capacity)}`;
      logActivity(
        db,
        'sd_changes',
        board.change_id,
        actor,
        `${action === 'approve' ? 'approved' : 'denied'} the level ${bold(level.name)} of the CAB ${bold(board.name)}${as}`,
      );
      if (action === 'deny') decideBoard(db, { board, status: 'DENIED', level, actor, now });
      else settleLevel(db, level, board, actor, now);
      touchRecord(db, 'sd_changes', board.change_id, now);
    })();
  } catch (error) {
    if (error instanceof AlreadyDecided) return false;
    throw error;
  }
  return true;
}

/**
 * Completes an active level whose rule is now met, then activates the next level or approves the
 * board. Also used after an approver is removed, which can leave only approved approvers.
 */
export function settleLevel(db: Db, level: LevelRow, board: BoardRow, actor: Actor, now = nowDbDate()): void {
  const approvers = levelApprovers(db, level.id);
  const approved = approvers.filter((approver) => approver.status === 'APPROVED').length;
  const done = level.match === 'any' ? approved > 0 : approvers.length > 0 && approved === approvers.length;
  if (!done) return;
  db.prepare("UPDATE change_cab_levels SET status = 'APPROVED', is_active = 0 WHERE id = ?").run(level.id);
  const next = db
    .prepare(
      `SELECT * FROM change_cab_levels WHERE board_id = ? AND status = 'PENDING' AND level_order > ?
       ORDER BY level_order LIMIT 1`,
    )
    .get(board.id, level.level_order) as LevelRow | undefined;
  if (next) {
    db.prepare('UPDATE change_cab_levels SET is_active = 1 WHERE id = ?').run(next.id);
  } else {
    decideBoard(db, { board, status: 'APPROVED', level, actor, now });
  }
}

/** A board's result: approved after its last level, or denied at `level`, by `actor` at `now`. */
interface Decision {
  board: BoardRow;
  status: 'APPROVED' | 'DENIED';
  level: LevelRow;
  actor: Actor;
  now: string;
}

/** Decides the board, then runs the listeners of the CAB result (and of the status it set). */
function decideBoard(db: Db, decision: Decision): void {
  withChangeListeners(
    db,
    decision.board.change_id,
    decision.actor,
    () => writeDecision(db, decision),
    () => [decision.status === 'APPROVED' ? 'cab_approved' : 'cab_denied'],
  );
}

function writeDecision(db: Db, { board, status, level, actor, now }: Decision): void {
  if (status === 'DENIED') {
    db.prepare("UPDATE change_cab_levels SET status = 'DENIED' WHERE id = ?").run(level.id);
  }
  db.prepare('UPDATE change_cab_levels SET is_active = 0 WHERE board_id = ?').run(board.id);
  db.prepare('UPDATE change_cab_boards SET status = ?, updated_at = ? WHERE id = ?').run(status, now, board.id);
  const statusId = status === 'APPROVED' ? board.action_on_approve : board.action_on_deny;
  const statusName =
    statusId === null
      ? undefined
      : (db.prepare('SELECT name FROM change_statuses WHERE id = ?').get(statusId) as { name: string } | undefined)
          ?.name;
  const verb = status === 'APPROVED' ? 'approved' : 'denied';
  if (statusId !== null && statusName !== undefined) {
    db.prepare('UPDATE changes SET status_id = ?, updated_at = ? WHERE id = ?').run(statusId, now, board.change_id);
    logActivity(
      db,
      'sd_changes',
      board.change_id,
      actor,
      `completed the CAB ${bold(board.name)}: ${verb}; the status changed to ${bold(statusName)}`,
    );
  } else {
    logActivity(db, 'sd_changes', board.change_id, actor, `completed the CAB ${bold(board.name)}: ${verb}`);
  }
}
