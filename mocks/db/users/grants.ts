import type { PermissionKey } from './permission-catalogue';
import type { Db } from '../types';

/** The service-desk permissions a requester (role user) can be granted individually. */
export const USER_ROLE_PERMISSIONS: readonly PermissionKey[] = [
  'view',
  'create_problem',
  'create_change',
  'attach_asset',
  'attach_problem',
  'attach_change',
  'approve_contract',
];

export interface PermissionRow {
  id: number;
  key: string;
  name: string;
}

/** Every permission, or only those of a role, in catalogue order. */
export function listPermissions(db: Db, role?: 'user'): PermissionRow[] {
  const rows = db.prepare('SELECT id, key, name FROM permissions ORDER BY id').all() as PermissionRow[];
  return role === 'user' ? rows.filter((row) => (USER_ROLE_PERMISSIONS as readonly string[]).includes(row.key)) : rows;
}

/** The ids of the permissions granted to a user. */
export function grantedPermissionIds(db: Db, userId: number): number[] {
  return (
    db.prepare('SELECT permission_id FROM user_permissions WHERE user_id = ? ORDER BY permission_id').all(userId) as {
      permission_id: number;
    }[]
  ).map((row) => row.permission_id);
}

/** Replaces a user's granted permissions within `allowed` (the others are kept). */
export function replaceUserPermissions(
  db: Db,
  userId: number,
  permissionIds: readonly number[],
  allowed: readonly number[],
): void {
  db.transaction(() => {
    const remove = db.prepare('DELETE FROM user_permissions WHERE user_id = ? AND permission_id = ?');
    for (const id of allowed) remove.run(userId, id);
    const add = db.prepare('INSERT OR IGNORE INTO user_permissions (user_id, permission_id) VALUES (?, ?)');
    for (const id of permissionIds) add.run(userId, id);
  })();
}
