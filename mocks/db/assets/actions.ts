import type { Db } from '../types';
import { userCan, type PermissionHolder } from '../users/permissions';

/** What the asset page may offer: the actions, and which associated-records tabs it shows. */
export interface AssetActions {
  asset_edit: boolean;
  asset_delete: boolean;
  attach_tickets: boolean;
  attach_problems: boolean;
  attach_changes: boolean;
  attach_releases: boolean;
  attach_contracts: boolean;
  detach_tickets: boolean;
  detach_problems: boolean;
  detach_changes: boolean;
  detach_releases: boolean;
  detach_contracts: boolean;
  associated_problems_tab_viewable: boolean;
  associated_changes_tab_viewable: boolean;
  associated_releases_tab_viewable: boolean;
  associated_contracts_tab_viewable: boolean;
  associated_tickets_tab_viewable: boolean;
}

/**
 * The asset page's flags from the user's permissions: linking an asset to a record needs
 * attach_asset (detach_asset to unlink it); a tab needs the view permission.
 */
export function assetActions(db: Db, user: PermissionHolder): AssetActions {
  const attach = userCan(db, user, 'attach_asset');
  const detach = userCan(db, user, 'detach_asset');
  const view = userCan(db, user, 'view');
  return {
    asset_edit: userCan(db, user, 'edit_asset'),
    asset_delete: userCan(db, user, 'delete_asset'),
    attach_tickets: attach,
    attach_problems: attach,
    attach_changes: attach,
    attach_releases: attach,
    attach_contracts: attach,
    detach_tickets: detach,
    detach_problems: detach,
    detach_changes: detach,
    detach_releases: detach,
    detach_contracts: detach,
    associated_problems_tab_viewable: view,
    associated_changes_tab_viewable: view,
    associated_releases_tab_viewable: view,
    associated_contracts_tab_viewable: view,
    associated_tickets_tab_viewable: view,
  };
}
