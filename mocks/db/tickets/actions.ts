import { problemsOfTickets } from '../problems/links';
import type { Db } from '../types';
import type { PermissionKey } from '../users/permission-catalogue';
import { userCan, type PermissionHolder } from '../users/permissions';

/** The actions object of a ticket: what the signed-in user may do on it now. */
export function ticketActions(db: Db, user: PermissionHolder, ticketId?: number) {
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
