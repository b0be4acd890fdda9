import type { StoredAttachment } from '../attachments/types';
import type { Option } from '../dependencies/types';

/** A person as the problem list sends one. */
export interface PersonRef {
  id: number;
  full_name: string;
  email?: string;
}

/** A row of the problem list. */
export interface ProblemRow {
  id: number;
  identifier: string | null;
  subject: string;
  requester: PersonRef | null;
  assignedTo: PersonRef | null;
  priority: { id: number; priority: string } | null;
  department: { id: number; name: string } | null;
  status: { id: number; name: string } | null;
  active: string;
  is_edit: boolean;
  is_delete: boolean;
  created_at: string;
}

/** The problem list's filter fields, each a list of ids, plus the two date ranges. */
export interface ProblemListFilters {
  problem_ids?: number[];
  dept_ids?: number[];
  impact_ids?: number[];
  status_ids?: number[];
  location_ids?: number[];
  priority_ids?: number[];
  assigned_ids?: number[];
  asset_ids?: number[];
  ticket_ids?: number[];
  requester_ids?: number[];
  change_ids?: number[];
  created_at?: string;
  updated_at?: string;
}

/** A looked-up record as the problem sends it. */
export interface NamedRef {
  id: number;
  name?: string | null;
}

/** A person (requester or assignee) as the problem sends one. */
export interface ProblemPerson {
  id: number;
  full_name?: string | null;
  name?: string | null;
  email?: string | null;
}

/** The change attached to a problem, as far as the read-only card needs it; the server may send more. */
export interface AttachedChange {
  id: number;
  subject?: string | null;
  created_at?: string | null;
  status?: { name?: string | null } | string | null;
  requester?: { full_name?: string | null; name?: string | null; email?: string | null } | string | null;
  change_type?: { name?: string | null } | string | null;
  impact_type?: { name?: string | null } | string | null;
  location?: { title?: string | null; name?: string | null } | string | null;
  department?: { name?: string | null } | string | null;
  team?: { name?: string | null } | string | null;
  priority?: { name?: string | null; priority?: string | null } | string | null;
  [key: string]: unknown;
}

/** The problem as GET /service-desk/api/problem/{id} returns it at data.data. */
export interface ProblemRecord {
  id: number;
  subject: string;
  identifier: string | null;
  description: string | null;
  created_at?: string | null;
  requester_id: ProblemPerson | null;
  department_id: NamedRef | null;
  impact_id: NamedRef | null;
  status_type_id: NamedRef | null;
  priority_id: NamedRef | null;
  location_id: NamedRef | null;
  assigned_id: ProblemPerson | null;
  /** Always a list (empty when the server sends none). */
  assets: NamedRef[];
  attachment: StoredAttachment | null;
  /** The attached change, or an empty array when none is attached. */
  change?: AttachedChange | [] | null;
  active?: string | number | null;
}

/** What the user may do, beside what they may see: a view-only agent sees the tabs, not these. */
export const PROBLEM_ACT_KEYS = [
  'problem_planning_edit',
  'problem_asset_attach',
  'problem_asset_detach',
  'problem_ticket_attach',
  'problem_ticket_detach',
  'problem_ticket_bulk',
] as const;

export const PROBLEM_ACTION_KEYS = [
  'problem_edit',
  'problem_delete',
  'problem_close',
  'problem_change_attach',
  'problem_change_detach',
  'check_planning',
  'associated_asset',
  'associated_change',
  'associated_ticket',
  ...PROBLEM_ACT_KEYS,
] as const;

export type ProblemActionKey = (typeof PROBLEM_ACTION_KEYS)[number];
export type ProblemActions = Record<ProblemActionKey, boolean>;

/** The spec's flag each "may act" flag follows when the server does not send it. */
export const PROBLEM_ACTIONS_WHEN_MISSING: Partial<Record<ProblemActionKey, ProblemActionKey>> = {
  problem_planning_edit: 'check_planning',
  problem_asset_attach: 'associated_asset',
  problem_asset_detach: 'associated_asset',
  problem_ticket_attach: 'associated_ticket',
  problem_ticket_detach: 'associated_ticket',
  problem_ticket_bulk: 'associated_ticket',
};

/** The associated problem of a ticket, as the ticket's problem row shows it. */
export interface TicketProblem {
  id: number;
  name: string;
  redirect_to: string;
}

/** What the form sends; the lookups hold the chosen options, the file the newly chosen attachment. */
export interface ProblemSaveValues {
  id?: number;
  subject: string;
  identifier: string;
  description: string;
  requester: Option | null;
  department: Option | null;
  impact: Option | null;
  status: Option | null;
  priority: Option | null;
  location: Option | null;
  assigned: Option | null;
  assets: Option[];
  attachment: File | null;
  attachmentDelete: boolean;
}
