import type { Db } from '../types';
import { userCan } from '../users/permissions';
import type { UserProfile } from '../users/users';
import { allows } from './lifecycle';
import type { ContractRecord } from './record';
import { statusId } from './statuses';

/** What the contract's action bar offers the user, by the contract's status and the user's permissions. */
export interface ContractActions {
  contract_expiry_reminder: boolean;
  contract_asset_attach: boolean;
  contract_edit: boolean;
  contract_approve: boolean;
  contract_renew: boolean;
  contract_extend: boolean;
  contract_terminate: boolean;
  contract_delete: boolean;
  contract_asset_detach: boolean;
}

/** Statuses after which a contract takes no more changes but its deletion. */
const CLOSED = [statusId('Rejected'), statusId('Terminated')];

export function contractActions(db: Db, user: UserProfile, contract: ContractRecord): ContractActions {
  const status = contract.status_id;
  const open = status === null || !CLOSED.includes(status);
  const edit = userCan(db, user, 'edit_contract');
  return {
    contract_expiry_reminder: edit && open && status !== statusId('Expired'),
    contract_asset_attach: userCan(db, user, 'attach_asset') && open,
    contract_edit: edit && open,
    contract_approve: userCan(db, user, 'approve_contract') && allows('approve', status),
    contract_renew: edit && allows('renew', status),
    contract_extend: edit && allows('extend', status),
    contract_terminate: edit && allows('terminate', status),
    contract_delete: userCan(db, user, 'delete_contract'),
    contract_asset_detach: userCan(db, user, 'detach_asset'),
  };
}

/** Why the contract takes no more changes (edits, reminders, attached assets), or undefined when it does. */
export function closedReason(contract: ContractRecord): string | undefined {
  if (contract.status_id === statusId('Terminated')) return 'A terminated contract cannot be changed.';
  if (contract.status_id === statusId('Rejected')) return 'A rejected contract cannot be changed.';
  return undefined;
}
