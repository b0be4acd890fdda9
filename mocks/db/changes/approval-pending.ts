import type { Db } from '../types';

/**
 * Whether the change waits for a CAB approval, during which its details cannot be edited
 * (change_details_edit_permission is false). No CAB approval data exists yet, so never.
 */
export function isChangeApprovalPending(_db: Db, _changeId: number): boolean {
  return false;
}
