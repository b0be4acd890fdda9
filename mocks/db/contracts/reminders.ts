import { toDbDate } from '../dates';
import { queueMail } from '../outbox/outbox';
import { bold, logActivity, type Actor } from '../records/activity-log';
import type { Db } from '../types';
import { fullNameSql } from '../users/users';
import { statusId } from './statuses';

/** Who the calendar's changes come from in a contract's activity log. */
export const CALENDAR: Actor = { id: null, name: 'Service Desk' };

interface DueContract {
  id: number;
  name: string;
  contract_end_date: string;
  notify_before: number;
  reminded_for_end_date: string | null;
}

/** The agents and addresses told of a contract's expiry. */
function recipientsOf(db: Db, contractId: number): { id: number | null; email: string; name: string }[] {
  return db
    .prepare(
      `SELECT u.id, u.email, ${fullNameSql('u')} AS name FROM contract_notify_agents l JOIN users u ON u.id = l.user_id
       WHERE l.contract_id = ?
       UNION
       SELECT NULL, e.email, e.email FROM contract_notify_emails e WHERE e.contract_id = ?
         AND e.email NOT IN (SELECT u.email FROM contract_notify_agents l JOIN users u ON u.id = l.user_id
                             WHERE l.contract_id = ?)
       ORDER BY 2`,
    )
    .all(contractId, contractId, contractId) as { id: number | null; email: string; name: string }[];
}

/** Moves contracts along the calendar: Approved ones become Active on their start date, running ones Expired on their end date. */
function followCalendar(db: Db, at: string): void {
  const expiring = db
    .prepare(
      `SELECT id FROM contracts WHERE status_id IN (?, ?) AND contract_end_date IS NOT NULL AND contract_end_date <= ?`,
    )
    .pluck()
    .all(statusId('Approved'), statusId('Active'), at) as number[];
  const expire = db.prepare('UPDATE contracts SET status_id = ?, updated_at = ? WHERE id = ? AND status_id IN (?, ?)');
  for (const id of expiring) {
    if (expire.run(statusId('Expired'), at, id, statusId('Approved'), statusId('Active')).changes === 1) {
      logActivity(db, 'sd_contracts', id, CALENDAR, `marked the contract ${bold('Expired')}`);
    }
  }
  db.prepare(
    `UPDATE contracts SET status_id = ?, updated_at = ?
     WHERE status_id = ? AND contract_start_date IS NOT NULL AND contract_start_date <= ?`,
  ).run(statusId('Active'), at, statusId('Approved'), at);
}

/**
 * Mails the expiry reminders due at `now`: for every approved or active contract whose end date is
 * `notify_before` days away or less (and not passed), once per end date, to its notify agents and
 * addresses, and logs it. Then moves statuses along the calendar. Returns the number of mails.
 */
export function sendDueExpiryReminders(db: Db, now: Date): number {
  const at = toDbDate(now);
  let sent = 0;
  db.transaction(() => {
    const due = db
      .prepare(
        `SELECT id, name, contract_end_date, notify_before, reminded_for_end_date FROM contracts
         WHERE status_id IN (?, ?) AND notify_before IS NOT NULL AND contract_end_date > ?
           AND datetime(contract_end_date, '-' || notify_before || ' days') <= ?
           AND reminded_for_end_date IS NOT contract_end_date
         ORDER BY id`,
      )
      .all(statusId('Approved'), statusId('Active'), at, at) as DueContract[];
    const claim = db.prepare(
      'UPDATE contracts SET reminded_for_end_date = contract_end_date WHERE id = ? AND reminded_for_end_date IS ?',
    );
    for (const contract of due) {
      if (claim.run(contract.id, contract.reminded_for_end_date).changes !== 1) continue;
      const recipients = recipientsOf(db, contract.id);
      for (const recipient of recipients) {
        queueMail(
          db,
          {
            kind: 'contract_expiry',
            to: recipient,
            subject: `Contract expiring: ${contract.name}`,
            body:
              `Hello ${recipient.name},\n\nThe contract "${contract.name}" ends on ${contract.contract_end_date} ` +
              `(reminder set ${contract.notify_before} days before).\n\n` +
              `See it here: /service-desk/contracts/${contract.id}/show\n`,
            about: { type: 'sd_contracts', id: contract.id },
          },
          at,
        );
      }
      sent += recipients.length;
      const names = recipients.map((recipient) => recipient.name).join(', ');
      logActivity(db, 'sd_contracts', contract.id, CALENDAR, `sent the expiry reminder to ${bold(names || 'nobody')}`);
    }
    followCalendar(db, at);
  })();
  return sent;
}
