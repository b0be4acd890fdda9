export type { Permission, PermissionList, TicketActions } from './types';
export { noActionFlags, readActionFlags } from './flags';
export { fetchCanAttachAssets, fetchPermissions, fetchTicketActions, saveUserPermissions } from './calls';
export { permissionKeys, permissionMutations, permissionQueries } from './queries';
