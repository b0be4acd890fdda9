import type { ChangeActions, ChangeRecord, ChangeRecord as ChangeViewRecord, ChangeRow } from '@/api/changes';
import type { ProblemActions, ProblemRecord, ProblemRecord as ProblemDetail, ProblemRow } from '@/api/problems';

/** The records the tests serve: list rows, form records, view records and their action flags. */

export const PROBLEM_ID = 12;

export const CHANGE_ID = 31;

/** A row of the problem list. */
export function problemRow(id: number, overrides: Partial<ProblemRow> = {}): ProblemRow {
  return {
    id,
    identifier: `PRB-${String(id).padStart(4, '0')}`,
    subject: `Problem number ${id}`,
    requester: { id: 3, full_name: 'Rita Requester', email: 'rita@example.test' },
    assignedTo: { id: 2, full_name: 'Sam Agent', email: 'sam@example.test' },
    priority: { id: 2, priority: 'High' },
    department: { id: 1, name: 'Support' },
    status: { id: 1, name: 'Open' },
    active: '1',
    is_edit: true,
    is_delete: true,
    created_at: '2026-11-01 10:00:00',
    ...overrides,
  };
}

/** A row of the change list. */
export function changeRow(id: number, overrides: Partial<ChangeRow> = {}): ChangeRow {
  return {
    id,
    identifier: `CHG-${String(id).padStart(4, '0')}`,
    subject: `Change number ${id}`,
    requester: { id: 3, full_name: 'Rita Requester', email: 'rita@example.test' },
    status: { id: 1, name: 'Open' },
    priority: { id: 2, name: 'High' },
    department: { id: 1, name: 'Support' },
    created_at: '2026-11-01 10:00:00',
    is_edit: true,
    is_delete: true,
    ...overrides,
  };
}

/** A problem as the form loads it. */
export function problemFormRecord(overrides: Partial<ProblemRecord> = {}): ProblemRecord {
  return {
    id: 12,
    subject: 'Printer queue stuck',
    identifier: 'PRB-0012',
    description: '<p>The queue does not drain.</p>',
    requester_id: { id: 3, full_name: 'Rita Requester', email: 'rita@example.test' },
    department_id: { id: 1, name: 'Support' },
    impact_id: { id: 2, name: 'High impact' },
    status_type_id: { id: 1, name: 'Open' },
    priority_id: { id: 4, name: 'Urgent' },
    location_id: { id: 5, name: 'Berlin' },
    assigned_id: { id: 7, name: 'Sam Agent' },
    assets: [{ id: 11, name: 'Laptop 11' }],
    attachment: { id: 90, value: 'queue.pdf', size: 2048, type: 'application/pdf' },
    ...overrides,
  };
}

/** A change as the form loads it. */
export function changeFormRecord(overrides: Partial<ChangeRecord> = {}): ChangeRecord {
  return {
    id: 31,
    subject: 'Replace the VPN gateway',
    identifier: 'CHG-0031',
    description: '<p>Swap it on Sunday.</p>',
    created_at: '2026-11-20 09:30:00',
    requester: { id: 3, full_name: 'Rita Requester', email: 'rita@example.test' },
    status: { id: 2, name: 'Planning' },
    change_type: { id: 3, name: 'Major' },
    agent: null,
    impact_type: { id: 2, name: 'High impact' },
    location: { id: 5, title: 'Berlin' },
    department: { id: 1, name: 'Support' },
    team: { id: 6, name: 'Network Operations' },
    priority: { id: 4, name: 'Urgent' },
    assets: [{ id: 11, name: 'Laptop 11' }],
    attachments: [{ id: 90, value: 'plan.pdf', size: 2048, type: 'application/pdf' }],
    ...overrides,
  };
}

/** A problem as its view loads it. */
export function problemDetail(overrides: Partial<ProblemDetail> = {}): ProblemDetail {
  return {
    id: PROBLEM_ID,
    subject: 'VPN drops every hour',
    identifier: 'PRB-0012',
    description: '<p>Users lose the <em>VPN</em> connection.</p><script>window.hacked = true</script>',
    created_at: '2026-11-20 09:30:00',
    requester_id: { id: 3, full_name: 'Rita Requester', name: 'rita', email: 'rita@example.test' },
    department_id: { id: 1, name: 'Support' },
    impact_id: { id: 2, name: 'High impact' },
    status_type_id: { id: 1, name: 'Open' },
    priority_id: { id: 2, name: 'Urgent' },
    location_id: { id: 4, name: 'Berlin' },
    assigned_id: { id: 2, name: 'sam', full_name: 'Sam Agent' },
    assets: [],
    attachment: { id: 5, value: 'trace.pdf', size: 2048, type: 'application/pdf' },
    change: [],
    active: '1',
    ...overrides,
  };
}

export function problemActions(overrides: Partial<ProblemActions> = {}): ProblemActions {
  return {
    problem_edit: true,
    problem_delete: true,
    problem_close: true,
    problem_change_attach: true,
    problem_change_detach: true,
    check_planning: true,
    associated_asset: true,
    associated_change: true,
    associated_ticket: true,
    problem_planning_edit: true,
    problem_asset_attach: true,
    problem_asset_detach: true,
    problem_ticket_attach: true,
    problem_ticket_detach: true,
    problem_ticket_bulk: true,
    ...overrides,
  };
}

/** The flags of an agent who may only view: every tab, no action. */
export const VIEW_ONLY_PROBLEM_ACTIONS: ProblemActions = problemActions({
  problem_edit: false,
  problem_delete: false,
  problem_close: false,
  problem_change_attach: false,
  problem_change_detach: false,
  problem_planning_edit: false,
  problem_asset_attach: false,
  problem_asset_detach: false,
  problem_ticket_attach: false,
  problem_ticket_detach: false,
  problem_ticket_bulk: false,
});

export const ATTACHED_CHANGE = {
  id: 44,
  subject: 'Replace the VPN gateway',
  created_at: '2026-11-19 14:00:00',
  status: { id: 1, name: 'Planned' },
  requester: { id: 3, full_name: 'Rita Requester', email: 'rita@example.test' },
  change_type: { id: 2, name: 'Standard' },
  impact_type: { id: 1, name: 'Low' },
  location: { id: 4, title: 'Berlin office' },
  department: { id: 1, name: 'Network' },
  team: { id: 6, name: 'Infrastructure' },
  priority: { id: 2, name: 'Medium' },
};

/** A change as its view loads it. */
export function changeViewRecord(overrides: Partial<ChangeViewRecord> = {}): ChangeViewRecord {
  return {
    id: CHANGE_ID,
    subject: 'Replace the core switch at the London headquarters office tonight',
    identifier: 'CHG-0031',
    description: '<p>Swap the <b>switch</b>.</p><script>window.hacked = true</script>',
    created_at: '2026-11-20 09:30:00',
    requester: { id: 3, full_name: 'Rita Requester', email: 'rita@example.test' },
    status: { id: 1, name: 'Open' },
    change_type: { id: 2, name: 'Standard' },
    agent: { id: 2, full_name: 'Sam Agent' },
    impact_type: { id: 1, name: 'High' },
    location: { id: 4, title: 'London' },
    department: { id: 1, name: 'Network' },
    team: null,
    priority: { id: 2, name: 'Urgent' },
    assets: [],
    attachments: [{ id: 9, value: 'plan.pdf', size: 2048, type: 'application/pdf' }],
    release: null,
    attach_releases: [],
    change_raised_on: '2026-11-20 09:30:00',
    change_closed_on: null,
    total_activity_duration: 125,
    ...overrides,
  };
}

export function changeActions(overrides: Partial<ChangeActions> = {}): ChangeActions {
  return {
    change_details_edit_permission: true,
    allowed_enforce_cab: true,
    change_release_attach: true,
    change_release_detach: false,
    change_edit: true,
    change_delete: true,
    change_close: true,
    planning: true,
    associated_assets: true,
    associated_releases: true,
    associated_cabs: true,
    associated_tickets: true,
    associated_tasks: true,
    allowed_cab_action: false,
    remove_cab: false,
    change_planning_edit: true,
    change_asset_attach: true,
    change_asset_detach: true,
    change_ticket_attach: true,
    change_ticket_detach: true,
    change_task_detach: true,
    change_assign: true,
    change_duration_edit: true,
    change_comment: true,
    attach_task: true,
    ...overrides,
  };
}

/** Saved change filter 4 of the signed-in agent, holding `fields`. */
export function savedChangeFilter(fields: Array<{ key: string; value: unknown[]; value_meta: unknown }>) {
  return { id: 4, name: 'Open changes', icon_class: '', departments: [], agents: [], is_owner: true, fields };
}

/** The flags of an agent who may only view a change: every tab, no action. */
export const VIEW_ONLY_CHANGE_ACTIONS: ChangeActions = changeActions({
  allowed_enforce_cab: false,
  change_release_attach: false,
  change_edit: false,
  change_delete: false,
  change_close: false,
  attach_task: false,
  change_planning_edit: false,
  change_asset_attach: false,
  change_asset_detach: false,
  change_ticket_attach: false,
  change_ticket_detach: false,
  change_task_detach: false,
  change_assign: false,
  change_duration_edit: false,
  change_comment: false,
});
