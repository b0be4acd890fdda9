import type { StoredAttachment } from '../attachments/types';
import type { Option } from '../dependencies/types';

/** A contract as the associates lists send it. */
export interface ContractRow {
  id: number;
  name: string;
  cost: number | string | null;
  contract_start_date: string | null;
  contract_end_date: string | null;
}

/** A named looked-up value as a contract sends it; null when it has none. */
export type Named = { id?: number; name?: string | null } | null;

/** A person as a contract sends one: a name, or for a free-typed notify address an e-mail. */
export interface ContractPerson {
  id?: number;
  name?: string | null;
  full_name?: string | null;
  email?: string | null;
}

/** A row of the contract list. */
export interface ContractListRow extends ContractRow {
  identifier: string | null;
  expiry: { title: string; timestamp: string | null } | null;
  contract_status: Named;
  contract_renewal_status: Named;
  vendor: Named;
  contractType: Named;
  attach_organization: Named[];
  is_edit: boolean;
  is_delete: boolean;
}

/** The lowest and highest cost and notify-before of the listed contracts: the range filters' bounds. */
export interface ContractListBounds {
  minimumCost: number;
  maximumCost: number;
  minimumNotifyBefore: number;
  maximumNotifyBefore: number;
}

export interface ContractListPage {
  rows: ContractListRow[];
  total: number;
  bounds: ContractListBounds;
}

/** The contract list's filters: lists of ids, 'min-max' ranges and date ranges. */
export type ContractListFilters = Record<string, number[] | string[] | string>;

/** A contract as GET contract/{id} sends it. */
export interface ContractRecord {
  id: number;
  name: string;
  cost: number | string | null;
  identifier: string | null;
  description: string | null;
  contractType: Named;
  vendor: Named;
  status: Named;
  licence: Named;
  owner: ContractPerson | null;
  approver: ContractPerson | null;
  licensce_count: number | string | null;
  user: ContractPerson[];
  organization: Named[];
  notify_before: number | string | null;
  notify_to: ContractPerson[];
  attachment: StoredAttachment[];
  contract_start_date: string | null;
  contract_end_date: string | null;
  attach_assets: { id: number; name: string }[];
}

export const CONTRACT_ACTION_KEYS = [
  'contract_expiry_reminder',
  'contract_asset_attach',
  'contract_edit',
  'contract_approve',
  'contract_renew',
  'contract_extend',
  'contract_terminate',
  'contract_delete',
  'contract_asset_detach',
] as const;

export type ContractActionKey = (typeof CONTRACT_ACTION_KEYS)[number];
export type ContractActions = Record<ContractActionKey, boolean>;

/** A row of the contract's history (contract-threads). */
export interface ContractThread {
  id?: number;
  created_at: string | null;
  contract_start_date: string | null;
  contract_end_date: string | null;
  owner: ContractPerson | null;
  approver: ContractPerson | null;
  cost: number | string | null;
  type: string | null;
  current: boolean;
  expired: boolean;
}

/** What the contract form sends (multipart POST contract). Dates as YYYY-MM-DD HH:mm:ss. */
export interface ContractSaveValues {
  id?: number;
  name: string;
  cost: string;
  licenseType: Option | null;
  licenseCount: string;
  description: string;
  contractType: Option | null;
  approver: Option | null;
  vendor: Option | null;
  startDate: string;
  endDate: string;
  notifyBefore: string;
  identifier: string;
  notifyAgents: Option[];
  emails: string[];
  assets: Option[];
  status: Option | null;
  users: Option[];
  organizations: Option[];
  attachment: File | null;
  attachmentDelete: boolean;
}

/** What an extend or a renew sends. Dates as YYYY-MM-DD HH:mm:ss. */
export interface ContractTermValues {
  cost: string;
  approver: Option;
  startDate: string;
  endDate: string;
}

/** What an expiry reminder sends. */
export interface ContractReminderValues {
  notifyBefore: string;
  notifyAgents: Option[];
  emails: string[];
}

/** The contract an approval link is for, as far as its summary shows it. */
export interface ApprovalContract {
  name: string | null;
  contract_start_date: string | null;
  contract_end_date: string | null;
  contractType: Named;
  vendor: Named;
  status: Named;
  licence: Named;
  cost: number | string | null;
  owner: ContractPerson | null;
  licensce_count: number | string | null;
}

export type ApprovalAction = 'approve' | 'reject';
