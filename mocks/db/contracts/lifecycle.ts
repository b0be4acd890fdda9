import { nowDbDate } from '../dates';
import { bold, logActivity, type Actor } from '../records/activity-log';
import { touchRecord } from '../records/owners';
import type { Db } from '../types';
import { sendApprovalLink } from './approval-links';
import { renewalStatusId, statusId, type ContractStatus } from './statuses';

/** The transitions of a contract and the statuses each may start from. */
export const TRANSITIONS = {
  approve: ['Draft'],
  reject: ['Draft'],
  terminate: ['Approved', 'Active'],
  extend: ['Approved', 'Active', 'Expired'],
  renew: ['Approved', 'Active', 'Expired'],
} as const satisfies Record<string, readonly ContractStatus[]>;
export type Transition = keyof typeof TRANSITIONS;

/** Whether a contract in `status` may go through `transition`. */
export function allows(transition: Transition, status: number | null): boolean {
  return (TRANSITIONS[transition] as readonly ContractStatus[]).some((name) => statusId(name) === status);
}

const FROM_SQL = (transition: Transition) =>
  `status_id IN (${(TRANSITIONS[transition] as readonly ContractStatus[]).map(statusId).join(', ')})`;

/** Moves the contract to `to` if it is still in a status the transition starts from; false when it is not. */
function move(db: Db, id: number, transition: Transition, to: number, extra = '', ...params: unknown[]): boolean {
  return (
    db
      .prepare(`UPDATE contracts SET status_id = ?, updated_at = ?${extra} WHERE id = ? AND ${FROM_SQL(transition)}`)
      .run(to, nowDbDate(), ...params, id).changes === 1
  );
}

/** Approved from its start date on: Active once started, Approved until then. */
function approvedStatus(db: Db, id: number): number {
  const { start } = db.prepare('SELECT contract_start_date AS start FROM contracts WHERE id = ?').get(id) as {
    start: string | null;
  };
  return start !== null && start > nowDbDate() ? statusId('Approved') : statusId('Active');
}

/** The decisions as their messages and log lines say them. */
export const DECIDED = { approve: 'approved', reject: 'rejected' } as const;

function withReason(what: string, reason: string | undefined): string {
  return reason ? `${what} with the reason ${bold(reason)}` : what;
}

/**
 * Decides a Draft: approved (Active, or Approved until it starts) or rejected. False when the
 * contract is no longer a Draft (another decision came first); nothing is written then.
 */
export function decideContract(
  db: Db,
  id: number,
  decision: 'approve' | 'reject',
  reason: string | undefined,
  actor: Actor,
): boolean {
  return db.transaction(() => {
    const to = decision === 'approve' ? approvedStatus(db, id) : statusId('Rejected');
    if (!move(db, id, decision, to)) return false;
    db.prepare('UPDATE contract_approval_links SET used_at = ? WHERE contract_id = ? AND used_at IS NULL').run(
      nowDbDate(),
      id,
    );
    logActivity(db, 'sd_contracts', id, actor, withReason(`${DECIDED[decision]} the contract`, reason));
    return true;
  })();
}

export function terminateContract(db: Db, id: number, actor: Actor): boolean {
  return db.transaction(() => {
    if (!move(db, id, 'terminate', statusId('Terminated'))) return false;
    logActivity(db, 'sd_contracts', id, actor, 'terminated the contract');
    return true;
  })();
}

/** The new term of an extension or a renewal. */
export interface ContractTerm {
  cost: number;
  approverId: number;
  start: string;
  end: string;
}

/**
 * Extends or renews the contract: the new term replaces the current one, the history keeps both
 * (the original term is written before the first change), and the contract goes back to Draft
 * with its approver mailed a new link. False when its status does not allow it.
 */
export function changeTerm(db: Db, id: number, kind: 'extend' | 'renew', term: ContractTerm, actor: Actor): boolean {
  return db.transaction(() => {
    const now = nowDbDate();
    const hasHistory = db.prepare('SELECT 1 FROM contract_threads WHERE contract_id = ?').get(id) !== undefined;
    if (!hasHistory) {
      db.prepare(
        `INSERT INTO contract_threads (contract_id, type, cost, contract_start_date, contract_end_date, owner_id,
           approver_id, created_at)
         SELECT id, 'original', cost, contract_start_date, contract_end_date, owner_id, approver_id, created_at
         FROM contracts WHERE id = ?`,
      ).run(id);
    }
    const renewal = renewalStatusId(kind === 'extend' ? 'Extended' : 'Renewed');
    const moved = move(
      db,
      id,
      kind,
      statusId('Draft'),
      `, cost = ?, approver_id = ?, contract_start_date = ?, contract_end_date = ?, renewal_status_id = ?,
        reminded_for_end_date = NULL`,
      term.cost,
      term.approverId,
      term.start,
      term.end,
      renewal,
    );
    if (!moved) {
      // Leave no original row behind for a contract that could not change.
      if (!hasHistory) db.prepare('DELETE FROM contract_threads WHERE contract_id = ?').run(id);
      return false;
    }
    db.prepare(
      `INSERT INTO contract_threads (contract_id, type, cost, contract_start_date, contract_end_date, owner_id,
         approver_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(id, kind, term.cost, term.start, term.end, actor.id, term.approverId, now);
    sendApprovalLink(db, id, term.approverId);
    const what = kind === 'extend' ? 'extended' : 'renewed';
    logActivity(db, 'sd_contracts', id, actor, `${what} the contract until ${bold(term.end)}`);
    return true;
  })();
}

/** Who hears of the expiry, and how long before. */
export interface ExpiryReminder {
  notifyBefore: number;
  agentIds: readonly number[];
  emails: readonly string[];
}

/** Replaces who hears of the expiry and when; a reminder for the current term goes out again if due. */
export function setExpiryReminder(db: Db, id: number, reminder: ExpiryReminder, actor: Actor): void {
  db.transaction(() => {
    db.prepare('UPDATE contracts SET notify_before = ?, reminded_for_end_date = NULL WHERE id = ?').run(
      reminder.notifyBefore,
      id,
    );
    replaceNotifyTargets(db, id, reminder.agentIds, reminder.emails);
    logActivity(db, 'sd_contracts', id, actor, `set the expiry reminder to ${bold(`${reminder.notifyBefore} days`)}`);
    touchRecord(db, 'sd_contracts', id);
  })();
}

/** The notify agents and addresses of a contract, replaced by these. */
export function replaceNotifyTargets(db: Db, id: number, agentIds: readonly number[], emails: readonly string[]): void {
  db.prepare('DELETE FROM contract_notify_agents WHERE contract_id = ?').run(id);
  db.prepare('DELETE FROM contract_notify_emails WHERE contract_id = ?').run(id);
  const agent = db.prepare('INSERT OR IGNORE INTO contract_notify_agents (contract_id, user_id) VALUES (?, ?)');
  const email = db.prepare('INSERT OR IGNORE INTO contract_notify_emails (contract_id, email) VALUES (?, ?)');
  for (const agentId of agentIds) agent.run(id, agentId);
  for (const address of emails) email.run(id, address);
}
