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

/** What the signed-in user may do on a ticket (the actions object). */
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
