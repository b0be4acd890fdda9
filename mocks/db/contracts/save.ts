import { nowDbDate } from '../dates';
import { assetsOf, syncAttached } from '../records/associations';
import { bold, logActivity, type Actor } from '../records/activity-log';
import { replaceRecordAttachment, type AttachmentChange } from '../records/attachments';
import type { Db } from '../types';
import { sendApprovalLink } from './approval-links';
import { replaceNotifyTargets } from './lifecycle';

/** A contract's form, checked (routes/contracts/save-input.ts). */
export interface ContractInput {
  name: string;
  identifier: string | null;
  description: string;
  cost: number;
  contract_start_date: string;
  contract_end_date: string;
  status_id: number;
  contract_type_id: number;
  license_type_id: number | null;
  vendor_id: number | null;
  approver_id: number | null;
  licensce_count: number | null;
  notify_before: number | null;
  user_ids: number[];
  organization_ids: number[];
  notify_agent_ids: number[];
  email_ids: string[];
  asset_ids: number[];
}

const COLUMNS = [
  'name',
  'identifier',
  'description',
  'cost',
  'contract_start_date',
  'contract_end_date',
  'status_id',
  'contract_type_id',
  'license_type_id',
  'vendor_id',
  'approver_id',
  'licensce_count',
  'notify_before',
] as const;

function replaceLinks(db: Db, table: string, column: string, id: number, ids: readonly number[]): void {
  db.prepare(`DELETE FROM ${table} WHERE contract_id = ?`).run(id);
  const insert = db.prepare(`INSERT OR IGNORE INTO ${table} (contract_id, ${column}) VALUES (?, ?)`);
  for (const other of ids) insert.run(id, other);
}

/**
 * Creates the contract (id undefined) or saves the form over it: the form is the whole record. A
 * contract that gets an approver it did not have is a Draft whose approver is mailed a link.
 * Returns the id and the storage paths of replaced files.
 */
export function saveContract(
  db: Db,
  id: number | undefined,
  input: ContractInput,
  attachment: AttachmentChange,
  actor: Actor,
): { id: number; removedFiles: string[] } {
  return db.transaction(() => {
    const now = nowDbDate();
    const values = COLUMNS.map((column) => input[column]);
    const before =
      id === undefined
        ? undefined
        : (db.prepare('SELECT approver_id, contract_end_date FROM contracts WHERE id = ?').get(id) as {
            approver_id: number | null;
            contract_end_date: string | null;
          });
    let contractId: number;
    if (id === undefined) {
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO contracts (${COLUMNS.join(', ')}, owner_id, renewal_status_id, created_at, updated_at)
           VALUES (${COLUMNS.map(() => '?').join(', ')}, ?, 1, ?, ?)`,
        )
        .run(...values, actor.id, now, now);
      contractId = Number(lastInsertRowid);
      logActivity(db, 'sd_contracts', contractId, actor, `created the contract ${bold(input.name)}`);
    } else {
      contractId = id;
      db.prepare(
        `UPDATE contracts SET ${COLUMNS.map((column) => `${column} = ?`).join(', ')}, updated_at = ? WHERE id = ?`,
      ).run(...values, now, id);
      if (before?.contract_end_date !== input.contract_end_date) {
        db.prepare('UPDATE contracts SET reminded_for_end_date = NULL WHERE id = ?').run(id);
      }
      logActivity(db, 'sd_contracts', contractId, actor, `updated the contract ${bold(input.name)}`);
    }
    replaceLinks(db, 'contract_users', 'user_id', contractId, input.user_ids);
    replaceLinks(db, 'contract_organizations', 'organization_id', contractId, input.organization_ids);
    replaceNotifyTargets(db, contractId, input.notify_agent_ids, input.email_ids);
    syncAttached(db, 'sd_contracts', contractId, assetsOf('sd_contracts'), input.asset_ids, actor);
    const removedFiles = replaceRecordAttachment(db, 'sd_contracts', contractId, attachment, actor);
    if (input.approver_id !== null && input.approver_id !== before?.approver_id) {
      sendApprovalLink(db, contractId, input.approver_id);
      logActivity(db, 'sd_contracts', contractId, actor, 'sent the contract for approval');
    }
    return { id: contractId, removedFiles };
  })();
}
