export interface Permission {
  id: number;
  key: string;
  name: string;
}

export interface PermissionList {
  permissions: Permission[];
  /** The permissions granted to the user asked about (when a user id was sent). */
  grantedIds: number[];
}

/** What the signed-in user may do on a ticket: the flags of its actions object. */
export const TICKET_ACTION_KEYS = [
  'attach_asset',
  'show_attach_assets',
  'show_attach_new_problem',
  'show_attach_existing_problem',
  'show_detach_problem',
  'attach_change_initiated',
  'attach_change_initiating',
  'detach_change',
  'show_detach_asset',
] as const;

export type TicketActions = Record<(typeof TICKET_ACTION_KEYS)[number], boolean>;
