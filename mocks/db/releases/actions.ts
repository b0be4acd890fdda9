import { userCan, type PermissionHolder } from '../users/permissions';
import type { Db } from '../types';
import type { ReleaseState } from './state';

export interface ReleaseActions {
  release_asset_attach: boolean;
  release_change_attach: boolean;
  release_edit: boolean;
  release_delete: boolean;
  release_completed: boolean;
  check_planning: boolean;
  release_asset_detach: boolean;
  release_change_detach: boolean;
}

/** What the release view may offer this user, from their permissions and the release's state. */
export function releaseActions(db: Db, user: PermissionHolder, release: ReleaseState): ReleaseActions {
  const can = (key: Parameters<typeof userCan>[2]) => userCan(db, user, key);
  const open = !release.finished;
  return {
    release_asset_attach: can('attach_asset') && open,
    release_change_attach: can('attach_change') && open,
    release_edit: can('edit_release'),
    release_delete: can('delete_release'),
    release_completed: can('edit_release') && open,
    check_planning: can('view'),
    release_asset_detach: can('detach_asset'),
    release_change_detach: can('detach_change'),
  };
}
