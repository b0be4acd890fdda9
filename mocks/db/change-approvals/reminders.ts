import { nowDbDate, toDbDate } from '../dates';
import { queueMail } from '../outbox/outbox';
import { bold, logActivity, type Actor } from '../records/activity-log';
import type { Db } from '../types';
import { fullNameSql } from '../users/users';
import { approverName, findActiveLevel, levelApprovers } from './records';
import type { ApproverRow, BoardRow, LevelRow } from './types';

/** Who automatic reminders come from in the change's activity log. */
export const REMINDER_SENDER: Actor = { id: null, name: 'Service Desk' };

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

interface Recipient {
  id: number;
  email: string;
  name: string;
  hash: string;
}

/** The people behind approver rows, each with their own link: a user, or every user of a user type. */
function recipientsOf(db: Db, approvers: readonly ApproverRow[]): Recipient[] {
  const ids = JSON.stringify(approvers.map((approver) => approver.id));
  return db
    .prepare(
      `SELECT u.id, u.email, ${fullNameSql('u')} AS name, a.hash FROM change_cab_approvers a
       JOIN users u ON u.id = a.user_id WHERE a.id IN (SELECT value FROM json_each(?))
       UNION ALL
       SELECT u.id, u.email, ${fullNameSql('u')} AS name, t.hash FROM change_cab_type_links t
       JOIN users u ON u.id = t.user_id WHERE t.approver_id IN (SELECT value FROM json_each(?))
       ORDER BY 1`,
    )
    .all(ids, ids) as Recipient[];
}

/**
 * Mails a reminder to the people behind the approvers (written to the outbox, each with their
 * approval link) and logs it on the change. Returns the number of mails.
 */
export function sendReminders(
  db: Db,
  { board, level, approvers }: { board: BoardRow; level: LevelRow; approvers: readonly ApproverRow[] },
  actor: Actor,
  sentAt = nowDbDate(),
): number {
  const change = db.prepare('SELECT identifier, subject FROM changes WHERE id = ?').get(board.change_id) as {
    identifier: string;
    subject: string;
  };
  const recipients = recipientsOf(db, approvers);
  db.transaction(() => {
    for (const recipient of recipients) {
      queueMail(
        db,
        {
          kind: 'cab_reminder',
          to: recipient,
          subject: `Approval needed: ${change.identifier} ${change.subject}`,
          body:
            `Hello ${recipient.name},\n\nThe change ${change.identifier} "${change.subject}" is waiting for your ` +
            `decision on the level "${level.name}" of the CAB "${board.name}".\n\n` +
            `Approve or deny it here: /change-approval/${recipient.hash}\n`,
          about: { type: 'sd_changes', id: board.change_id },
        },
        sentAt,
      );
    }
    const names = approvers.map((approver) => approverName(db, approver)).join(', ');
    const what = actor === REMINDER_SENDER ? 'sent an automatic reminder' : 'sent a reminder';
    logActivity(db, 'sd_changes', board.change_id, actor, `${what} to ${bold(names)} for the CAB ${bold(board.name)}`);
  })();
  return recipients.length;
}

/**
 * Sends the automatic reminders due at `now`: for every PENDING board with reminders on, once
 * `reminder_interval` hours have passed since the last ones (or since it was applied), to the
 * PENDING approvers of its active level. Returns the number of mails.
 */
export function sendDueReminders(db: Db, now: Date): number {
  const at = toDbDate(now);
  const due = db
    .prepare(
      `SELECT * FROM change_cab_boards
       WHERE status = 'PENDING' AND send_auto_reminders = 1 AND reminder_interval > 0
         AND datetime(COALESCE(last_reminded_at, created_at), '+' || reminder_interval || ' hours') <= ?
       ORDER BY id`,
    )
    .all(at) as BoardRow[];
  const claim = db.prepare(
    `UPDATE change_cab_boards SET last_reminded_at = ?
     WHERE id = ? AND status = 'PENDING' AND send_auto_reminders = 1 AND last_reminded_at IS ?`,
  );
  let sent = 0;
  for (const board of due) {
    db.transaction(() => {
      if (claim.run(at, board.id, board.last_reminded_at).changes !== 1) return;
      const level = findActiveLevel(db, board.id);
      const approvers = level ? levelApprovers(db, level.id).filter((row) => row.status === 'PENDING') : [];
      if (level && approvers.length > 0) {
        sent += sendReminders(db, { board, level, approvers }, REMINDER_SENDER, at);
      }
    })();
  }
  return sent;
}
