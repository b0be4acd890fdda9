import { assetRefsOf } from '../records/associations';
import { listOwnedAttachments, type AttachmentView } from '../records/attachments';
import { jsonObject, personJson, readJsonRow, readJsonRows, refJson, type Ref } from '../sql-json';
import type { Db } from '../types';
import { fullNameSql } from '../users/users';
import { expiryOf, type Expiry } from './expiry';
import { CONTRACT_REFERENCE_JOINS } from './joins';

interface Person {
  id: number;
  name: string;
  email: string;
}

/** Who hears of the expiry: an agent (id, name, email) or a free-typed address (email only). */
export type NotifyTarget = Person | { email: string };

/** A contract as its page, its form and the public approval page read it (spec section 3, "as read"). */
export interface ContractDetail {
  id: number;
  name: string;
  identifier: string | null;
  description: string;
  cost: number | null;
  contract_start_date: string | null;
  contract_end_date: string | null;
  licensce_count: number | null;
  notify_before: number | null;
  contractType: Ref | null;
  vendor: Ref | null;
  status: Ref | null;
  renewal_status: Ref | null;
  licence: Ref | null;
  owner: Person | null;
  approver: Person | null;
  user: Person[];
  organization: Ref[];
  notify_to: NotifyTarget[];
  attachment: (AttachmentView & { icon_url: null })[];
  attach_assets: Ref[];
  expiry: Expiry | null;
  created_at: string;
  updated_at: string;
}

const PERSON = ['name', 'email'] as const;

const CONTRACT_SQL = `
  SELECT c.id, c.name, c.identifier, c.description, c.cost, c.contract_start_date, c.contract_end_date,
    c.licensce_count, c.notify_before, ${refJson('t', { nullable: true })} AS contractType,
    ${refJson('v', { nullable: true })} AS vendor, ${refJson('s', { nullable: true })} AS status,
    ${refJson('rs', { nullable: true })} AS renewal_status, ${refJson('lt', { nullable: true })} AS licence,
    ${personJson('o', PERSON, { nullable: true })} AS owner, ${personJson('ap', PERSON, { nullable: true })} AS approver,
    c.created_at, c.updated_at
  FROM contracts c
  ${CONTRACT_REFERENCE_JOINS}
  LEFT JOIN users o ON o.id = c.owner_id
  LEFT JOIN users ap ON ap.id = c.approver_id
  WHERE c.id = ?`;

const CONTRACT_JSON = ['contractType', 'vendor', 'status', 'renewal_status', 'licence', 'owner', 'approver'];

function usersOf(db: Db, table: 'contract_users' | 'contract_notify_agents', id: number): Person[] {
  return readJsonRows<{ person: Person }>(
    db,
    `SELECT ${jsonObject({ id: 'u.id', name: fullNameSql('u'), email: 'u.email' })} AS person
     FROM ${table} l JOIN users u ON u.id = l.user_id WHERE l.contract_id = ? ORDER BY u.id`,
    ['person'],
    id,
  ).map((row) => row.person);
}

/** The contract with everything it links to; undefined when there is none. */
export function readContract(db: Db, id: number): ContractDetail | undefined {
  const row = readJsonRow<
    Omit<ContractDetail, 'user' | 'organization' | 'notify_to' | 'attachment' | 'attach_assets' | 'expiry'>
  >(db, CONTRACT_SQL, CONTRACT_JSON, id);
  if (!row) return undefined;
  const emails = db
    .prepare('SELECT email FROM contract_notify_emails WHERE contract_id = ? ORDER BY email')
    .all(id) as { email: string }[];
  return {
    ...row,
    user: usersOf(db, 'contract_users', id),
    organization: db
      .prepare(
        `SELECT o.id, o.name FROM contract_organizations l JOIN organizations o ON o.id = l.organization_id
         WHERE l.contract_id = ? ORDER BY o.name`,
      )
      .all(id) as Ref[],
    notify_to: [...usersOf(db, 'contract_notify_agents', id), ...emails],
    attachment: listOwnedAttachments(db, { type: 'sd_contracts', id }).map((file) => ({ ...file, icon_url: null })),
    attach_assets: assetRefsOf(db, 'sd_contracts', id),
    expiry: expiryOf(row.contract_end_date),
  };
}
