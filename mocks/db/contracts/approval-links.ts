import { newApprovalHash } from '../change-approvals/hash';
import { nowDbDate } from '../dates';
import { queueMail } from '../outbox/outbox';
import type { Db } from '../types';
import { fullNameSql } from '../users/users';
import { statusId } from './statuses';

const HASH = /^[0-9a-f]{64}$/;

/** The public page of a link. */
export function approvalPath(hash: string, contractId: number): string {
  return `/service-desk/contract-approval/${hash}/${contractId}`;
}

/**
 * Gives the contract's approver a new link (the unused ones die) and mails it to them through the
 * outbox. Runs inside the write that made the contract a Draft with that approver.
 */
export function sendApprovalLink(db: Db, contractId: number, approverId: number): string {
  const hash = newApprovalHash();
  const now = nowDbDate();
  db.prepare('DELETE FROM contract_approval_links WHERE contract_id = ? AND used_at IS NULL').run(contractId);
  db.prepare(
    'INSERT INTO contract_approval_links (hash, contract_id, approver_id, created_at) VALUES (?, ?, ?, ?)',
  ).run(hash, contractId, approverId, now);
  const { name: contract } = db.prepare('SELECT name FROM contracts WHERE id = ?').get(contractId) as { name: string };
  const approver = db
    .prepare(`SELECT id, email, ${fullNameSql('u')} AS name FROM users u WHERE id = ?`)
    .get(approverId) as { id: number; email: string; name: string };
  queueMail(
    db,
    {
      kind: 'contract_approval',
      to: approver,
      subject: `Approval needed: contract ${contract}`,
      body:
        `Hello ${approver.name},\n\nThe contract "${contract}" is waiting for your approval.\n\n` +
        `Approve or reject it here: ${approvalPath(hash, contractId)}\n`,
      about: { type: 'sd_contracts', id: contractId },
    },
    now,
  );
  return hash;
}

/** Whether the link can still decide the contract: unused, its own, for its approver, on a Draft. */
export function isUsableLink(db: Db, hash: string, contractId: number): boolean {
  if (!HASH.test(hash)) return false;
  return (
    db
      .prepare(
        `SELECT 1 FROM contract_approval_links l JOIN contracts c ON c.id = l.contract_id
         WHERE l.hash = ? AND l.contract_id = ? AND l.used_at IS NULL
           AND c.approver_id = l.approver_id AND c.status_id = ?`,
      )
      .get(hash, contractId, statusId('Draft')) !== undefined
  );
}

/**
 * Uses the link once: true for exactly one caller, however many send it at the same moment (the
 * check and the mark are one statement). Call inside the transaction that records the decision.
 */
export function useLink(db: Db, hash: string, contractId: number): number | undefined {
  if (!HASH.test(hash)) return undefined;
  const row = db
    .prepare(
      `UPDATE contract_approval_links SET used_at = ?
       WHERE hash = ? AND contract_id = ? AND used_at IS NULL
         AND approver_id = (SELECT approver_id FROM contracts WHERE id = ? AND status_id = ?)
       RETURNING approver_id`,
    )
    .get(nowDbDate(), hash, contractId, contractId, statusId('Draft')) as { approver_id: number } | undefined;
  return row?.approver_id;
}
