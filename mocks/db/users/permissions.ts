import type { PermissionKey } from './permission-catalogue';
import type { Db, UserRole } from '../types';

export interface PermissionHolder {
  id: number;
  role: UserRole;
}

/**
 * Whether a user may do something. Administrators may do everything; anyone else needs the
 * permission itself and 'view', which every other service-desk permission depends on.
 */
export function userCan(db: Db, user: PermissionHolder, key: PermissionKey): boolean {
  if (user.role === 'admin') return true;
  const granted = grantedKeys(db, user.id);
  return granted.has('view') && granted.has(key);
}

function grantedKeys(db: Db, userId: number): Set<string> {
  const rows = db
    .prepare(
      `SELECT p.key FROM permissions p
       JOIN user_permissions up ON up.permission_id = p.id
       WHERE up.user_id = ?`,
    )
    .all(userId) as { key: string }[];
  return new Set(rows.map((row) => row.key));
}
