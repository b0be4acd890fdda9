import type { PermissionKey } from './permission-catalogue';
import { userCan, type PermissionHolder } from './permissions';
import type { Db } from '../types';
import { problemsOfTickets } from '../problems/links';

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

/** The actions object of a ticket: what the signed-in user may do on it now. */
export interface TicketActions {
  attach_asset: boolean;
  show_attach_assets: boolean;
  show_attach_new_problem: boolean;
  show_attach_existing_problem: boolean;
  show_detach_problem: boolean;
  attach_change_initiated: boolean;
  attach_change_initiating: boolean;
  detach_change: boolean;
  show_detach_asset: boolean;
}

export function ticketActions(db: Db, user: PermissionHolder, ticketId?: number): TicketActions {
  const can = (key: PermissionKey) => userCan(db, user, key);
  const hasProblem = ticketId !== undefined && problemsOfTickets(db, [ticketId]).size > 0;
  return {
    attach_asset: can('attach_asset'),
    show_attach_assets: can('attach_asset'),
    show_attach_new_problem: !hasProblem && can('attach_problem') && can('create_problem'),
    show_attach_existing_problem: !hasProblem && can('attach_problem'),
    show_detach_problem: hasProblem && can('detach_problem'),
    attach_change_initiated: can('attach_change'),
    attach_change_initiating: can('attach_change'),
    detach_change: can('detach_change'),
    show_detach_asset: can('detach_asset'),
  };
}
