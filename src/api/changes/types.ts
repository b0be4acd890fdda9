import type { StoredAttachment } from '../attachments/types';
import type { Option } from '../dependencies/types';
import type { TicketLinkType } from '../tickets/types';

/** A looked-up record as the change sends it. */
export interface ChangeRef {
  id: number;
  name?: string | null;
}

export interface ChangePerson {
  id: number;
  full_name?: string | null;
  name?: string | null;
  email?: string | null;
}

export type CustomFieldType = 'text' | 'textarea' | 'number' | 'email' | 'select' | 'radio' | 'checkbox' | 'date';

/** A custom field of a change with its value, as the change record's custom_fields holds it. */
export interface ChangeCustomField {
  id: number;
  label: string;
  type: CustomFieldType;
  value: string | string[] | null;
  /** Set for a property of one change type; null for a field of the change form. */
  change_type_id: number | null;
}

/** A custom field the change list can filter on. */
export interface ChangeCustomFieldDefinition {
  id: number;
  label: string;
  type: CustomFieldType;
  options: string[];
  change_type_id: number | null;
}

export interface ChangeReleaseRef {
  id: number;
  identifier?: string | null;
  subject: string;
}

/** The change as GET /service-desk/api/change/{id} returns it (the Change entity of the spec). */
export interface ChangeRecord {
  id: number;
  subject: string;
  identifier: string | null;
  description: string | null;
  created_at?: string | null;
  requester: ChangePerson | null;
  status: ChangeRef | null;
  change_type: ChangeRef | null;
  agent?: ChangePerson | null;
  impact_type: ChangeRef | null;
  location: { id: number; title?: string | null; name?: string | null } | null;
  department: ChangeRef | null;
  team: ChangeRef | null;
  priority: ChangeRef | null;
  /** Always a list (empty when the server sends none). */
  assets: ChangeRef[];
  /** Always a list (empty when the server sends none). */
  attachments: StoredAttachment[];
  release?: ChangeReleaseRef | null;
  attach_releases?: ChangeReleaseRef[];
  change_raised_on?: string | null;
  change_closed_on?: string | null;
  /** Minutes. */
  total_activity_duration?: number | string | null;
  custom_fields?: ChangeCustomField[];
}

/** A row of the change list. */
export interface ChangeRow {
  id: number;
  identifier: string | null;
  subject: string;
  requester: { id: number; full_name?: string | null; email?: string | null } | null;
  status: { id: number; name: string } | null;
  priority: { id: number; name: string } | null;
  department: { id: number; name: string } | null;
  created_at: string | null;
  is_edit?: boolean;
  is_delete?: boolean;
}

/** Filter parameters by name: id lists, date ranges (from~to), texts and ticked choices of custom fields. */
export type ChangeListFilters = Record<string, number[] | string[] | string>;

/** What the user may do, beside what they may see: a view-only agent sees the tabs, not these. */
export const CHANGE_ACT_KEYS = [
  'change_planning_edit',
  'change_asset_attach',
  'change_asset_detach',
  'change_ticket_attach',
  'change_ticket_detach',
  'change_task_detach',
  'change_assign',
  'change_duration_edit',
  'change_comment',
] as const;

export const CHANGE_ACTION_KEYS = [
  'change_details_edit_permission',
  'allowed_enforce_cab',
  'change_release_attach',
  'change_release_detach',
  'change_edit',
  'change_delete',
  'change_close',
  'planning',
  'associated_assets',
  'associated_releases',
  'associated_cabs',
  'associated_tickets',
  'associated_tasks',
  'allowed_cab_action',
  'remove_cab',
  'attach_task',
  ...CHANGE_ACT_KEYS,
] as const;

export type ChangeActionKey = (typeof CHANGE_ACTION_KEYS)[number];
export type ChangeActions = Record<ChangeActionKey, boolean>;

/** What each "may act" flag is read as when the server does not send it (the spec's behaviour). */
export const CHANGE_ACTIONS_WHEN_MISSING: Partial<Record<ChangeActionKey, ChangeActionKey | true>> = {
  change_planning_edit: 'planning',
  change_asset_attach: true,
  change_asset_detach: 'associated_assets',
  change_ticket_attach: true,
  change_ticket_detach: 'associated_tickets',
  change_task_detach: 'associated_tasks',
  change_assign: true,
  change_duration_edit: true,
  change_comment: true,
};

/** A change linked to a ticket, as the ticket's associates list it. */
export interface TicketChangeRow {
  id: number;
  change_number: string;
  subject: string;
  type: TicketLinkType;
  created_at: string;
}

/** A task of a change. */
export interface ChangeTaskRow {
  id: number;
  task_name: string;
  task_start_date: string | null;
  task_end_date: string | null;
  users?: { id: number; full_name: string }[];
  teams?: { id: number; name: string }[];
  assign_to?: string | null;
}

/** What the change form sends; the lookups hold the chosen options, the file the newly chosen attachment. */
export interface ChangeSaveValues {
  id?: number;
  subject: string;
  identifier: string;
  description: string;
  requester: Option | null;
  status: Option | null;
  changeType: Option | null;
  priority: Option | null;
  impact: Option | null;
  location: Option | null;
  department: Option | null;
  team: Option | null;
  assets: Option[];
  attachment: File | null;
  attachmentDelete: boolean;
  /** The shown custom fields' values by key (custom_{id}); a checkbox's ticked options as a list. */
  custom?: Record<string, string | string[]>;
}

/** Where a new change comes from: it is linked to that problem or ticket. */
export interface ChangeOrigin {
  problemId?: number;
  ticketId?: number;
}
