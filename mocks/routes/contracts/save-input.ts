import type { ContractRecord } from '../../db/contracts/record';
import type { ContractInput } from '../../db/contracts/save';
import { statusId } from '../../db/contracts/statuses';
import type { Db } from '../../db/types';
import {
  checkMaxLength,
  readReference,
  readReferenceList,
  readRequiredText,
  readRichText,
} from '../../http/form-fields';
import { readString, type RawQuery } from '../../http/query';
import { Validator } from '../../http/validator';
import { APPROVER, readAgentList, readCost, readCount, readEmails, readTerm } from './input';

export const NAME_MAX = 50;
export const NAME_TOO_LONG = 'The name should be less than 50 characters.';
export const USER_OR_VENDOR = 'atleast_one_user_or_one_vendor_is_required_to_create_contract';
export const APPROVER_MEANS_DRAFT = 'A contract sent to an approver is a Draft until it is decided.';
export const STATUS_LOCKED = 'The status cannot be changed while the contract waits for or holds its approval.';
const IDENTIFIER_MAX = 45;

function readName(db: Db, fields: RawQuery, id: number | undefined, validator: Validator): string | undefined {
  const name = readRequiredText(fields, 'name', 'name', validator)?.trim();
  if (name !== undefined && [...name].length > NAME_MAX) validator.add('name', NAME_TOO_LONG);
  else if (
    name !== undefined &&
    db.prepare('SELECT 1 FROM contracts WHERE name = ? AND id IS NOT ?').get(name, id ?? null)
  ) {
    validator.add('name', 'The name has already been taken.');
  }
  return name;
}

/**
 * The status a contract is saved with: Draft (id 1) when it gets an approver it did not have; the
 * status it has when it keeps its approver (locked on the form); else the status sent.
 */
function readStatus(
  db: Db,
  fields: RawQuery,
  approverId: number | null | undefined,
  existing: ContractRecord | undefined,
  validator: Validator,
): number | undefined {
  const sent = readReference(
    db,
    fields,
    'status_id',
    'status',
    { table: 'contract_statuses', required: false },
    validator,
  );
  if (approverId === undefined) return sent ?? undefined;
  if (approverId !== null && approverId !== existing?.approver_id) {
    if (sent !== null && sent !== undefined && sent !== statusId('Draft'))
      validator.add('status_id', APPROVER_MEANS_DRAFT);
    return statusId('Draft');
  }
  if (approverId !== null && existing) {
    if (sent !== null && sent !== undefined && sent !== existing.status_id) validator.add('status_id', STATUS_LOCKED);
    return existing.status_id ?? statusId('Draft');
  }
  if (sent === null) validator.add('status_id', 'The status field is required.');
  return sent ?? undefined;
}

/**
 * A contract's form (spec section 5) with the product's messages; one 422 with every error, whose
 * message is the user-or-vendor alert when that rule fails.
 */
export function readContractForm(db: Db, fields: RawQuery, existing?: ContractRecord): ContractInput {
  const validator = new Validator();
  const name = readName(db, fields, existing?.id, validator);
  const identifier = readString(fields, 'identifier', validator) ?? null;
  checkMaxLength(identifier ?? undefined, 'identifier', 'identifier', IDENTIFIER_MAX, validator);
  const description = readRichText(fields, 'description', validator);
  if (description === undefined) validator.add('description', 'The description field is required.');
  const cost = readCost(fields, validator);
  const { start, end } = readTerm(fields, validator);
  const typeId = readReference(
    db,
    fields,
    'contract_type_id',
    'contract type',
    { table: 'contract_types', required: true },
    validator,
  );
  const licenseId = readReference(
    db,
    fields,
    'license_type_id',
    'license type',
    { table: 'license_types', required: false },
    validator,
  );
  const vendorId = readReference(db, fields, 'vendor_id', 'vendor', { table: 'vendors', required: false }, validator);
  const approverId = readReference(db, fields, 'approver_id', 'approver', { ...APPROVER, required: false }, validator);
  const status = readStatus(db, fields, approverId, existing, validator);
  const userIds = readReferenceList(db, fields, 'user_ids', 'users', validator);
  const input = {
    name: name ?? '',
    identifier,
    description: description ?? '',
    cost: cost ?? 0,
    contract_start_date: start ?? '',
    contract_end_date: end ?? '',
    status_id: status ?? 0,
    contract_type_id: typeId ?? 0,
    license_type_id: licenseId ?? null,
    vendor_id: vendorId ?? null,
    approver_id: approverId ?? null,
    licensce_count: readCount(fields, 'licensce_count', 'licensce count', validator),
    notify_before: readCount(fields, 'notify_before', 'notify before', validator),
    user_ids: userIds,
    organization_ids: readReferenceList(db, fields, 'organization_ids', 'organizations', validator),
    notify_agent_ids: readAgentList(db, fields, 'notify_agent_ids', validator),
    email_ids: readEmails(fields, 'email_ids', validator),
    asset_ids: readReferenceList(db, fields, 'asset_ids', 'assets', validator),
  };
  if (vendorId === null && userIds.length === 0) {
    validator.add('vendor_id', USER_OR_VENDOR);
    validator.add('user_ids', USER_OR_VENDOR);
    validator.throwIfFailed(USER_OR_VENDOR);
  }
  validator.throwIfFailed();
  return input;
}
