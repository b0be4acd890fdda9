import { cabActionFlags, isCabApprovalPending } from '../change-approvals/pending';
import type { PermissionKey } from '../users/permission-catalogue';
import { userCan, type PermissionHolder } from '../users/permissions';
import type { Db } from '../types';
import type { ChangeState } from './state';

export interface ChangeActions {
  change_details_edit_permission: boolean;
  allowed_enforce_cab: boolean;
  change_release_attach: boolean;
  change_release_detach: boolean;
  change_edit: boolean;
  change_delete: boolean;
  change_close: boolean;
  planning: boolean;
  associated_assets: boolean;
  associated_releases: boolean;
  associated_cabs: boolean;
  associated_tickets: boolean;
  associated_tasks: boolean;
  allowed_cab_action: boolean;
  remove_cab: boolean;
  attach_task: boolean;
  /** The "may act" flags beside the spec's "may see" ones: a view-only agent sees the tabs, not these. */
  change_planning_edit: boolean;
  change_asset_attach: boolean;
  change_asset_detach: boolean;
  change_ticket_attach: boolean;
  change_ticket_detach: boolean;
  change_task_detach: boolean;
  change_assign: boolean;
  change_duration_edit: boolean;
  change_comment: boolean;
}

/** What the change view may offer this user, from their permissions and the change's state. */
export function changeActions(db: Db, user: PermissionHolder, change: ChangeState): ChangeActions {
  const can = (key: PermissionKey) => userCan(db, user, key);
  const view = can('view');
  // While a CAB decides, the change's details are frozen.
  const editable = !isCabApprovalPending(db, change.id);
  const cab = cabActionFlags(db, change.id, user.id);
  const hasRelease = change.release_id !== null;
  return {
    change_details_edit_permission: editable,
    allowed_enforce_cab: cab.allowed_enforce_cab && !change.closed,
    change_release_attach: can('attach_release') && !hasRelease,
    change_release_detach: can('detach_release') && hasRelease,
    change_edit: can('edit_change'),
    change_delete: can('delete_change'),
    change_close: can('close_change') && !change.closed,
    planning: view,
    associated_assets: view,
    associated_releases: view,
    associated_cabs: view,
    associated_tickets: view,
    associated_tasks: view,
    allowed_cab_action: cab.allowed_cab_action,
    remove_cab: cab.remove_cab,
    attach_task: can('edit_change'),
    change_planning_edit: can('edit_change'),
    change_asset_attach: can('attach_asset'),
    change_asset_detach: can('detach_asset'),
    change_ticket_attach: can('attach_ticket'),
    change_ticket_detach: can('detach_ticket'),
    change_task_detach: can('edit_change'),
    change_assign: can('edit_change'),
    change_duration_edit: can('edit_change'),
    change_comment: can('edit_change'),
  };
}
