import { PERMISSIONS, type PermissionKey } from './permission-catalogue';
import type { SeedContext } from '../seeding/context';

export function seedPermissions(context: SeedContext): void {
  context.insertAll(
    'permissions',
    PERMISSIONS.map(([key, name]) => ({ key, name })),
  );
}

export function grantPermissions(context: SeedContext, userId: number, keys: readonly PermissionKey[]): void {
  const grant = context.db.prepare(
    'INSERT INTO user_permissions (user_id, permission_id) SELECT ?, id FROM permissions WHERE key = ?',
  );
  for (const key of new Set(keys)) grant.run(userId, key);
}
