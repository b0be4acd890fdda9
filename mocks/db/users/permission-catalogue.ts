/** Service-desk permissions as [key, name]. 'view' is required for every other one. */
export const PERMISSIONS = [
  ['view', 'View'],
  ['create_problem', 'Create problem'],
  ['edit_problem', 'Edit problem'],
  ['delete_problem', 'Delete problem'],
  ['close_problem', 'Close problem'],
  ['attach_problem', 'Attach problem to ticket'],
  ['detach_problem', 'Detach problem from ticket'],
  ['attach_asset', 'Attach asset'],
  ['detach_asset', 'Detach asset'],
  ['attach_ticket', 'Attach ticket'],
  ['detach_ticket', 'Detach ticket'],
  ['attach_change', 'Attach change'],
  ['detach_change', 'Detach change'],
  ['create_change', 'Create change'],
  ['edit_change', 'Edit change'],
  ['delete_change', 'Delete change'],
  ['close_change', 'Close change'],
  ['create_release', 'Create release'],
  ['edit_release', 'Edit release'],
  ['delete_release', 'Delete release'],
  ['attach_release', 'Attach release'],
  ['detach_release', 'Detach release'],
  ['create_asset', 'Create asset'],
  ['edit_asset', 'Edit asset'],
  ['delete_asset', 'Delete asset'],
  ['create_contract', 'Create contract'],
  ['edit_contract', 'Edit contract'],
  ['delete_contract', 'Delete contract'],
  ['approve_contract', 'Approve contract'],
] as const;

export type PermissionKey = (typeof PERMISSIONS)[number][0];

export const ALL_PERMISSION_KEYS: readonly PermissionKey[] = PERMISSIONS.map(([key]) => key);
