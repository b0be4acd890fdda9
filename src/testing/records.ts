import {
  CHANGE_ACT_KEYS,
  CHANGE_ACTION_KEYS,
  type ChangeActions,
  type ChangeRecord,
  type ChangeRow,
} from '@/api/changes';
import {
  PROBLEM_ACT_KEYS,
  PROBLEM_ACTION_KEYS,
  type ProblemActions,
  type ProblemRecord,
  type ProblemRow,
} from '@/api/problems';

/** The records the tests serve: list rows, form records, view records and their action flags. */

export const PROBLEM_ID = 12;

export const CHANGE_ID = 31;

const RITA = { id: 3, full_name: 'Rita Requester', email: 'rita@example.test' };
const SUPPORT = { id: 1, name: 'Support' };
const OPEN = { id: 1, name: 'Open' };
const URGENT = { id: 4, name: 'Urgent' };
const HIGH_IMPACT = { id: 2, name: 'High impact' };
const LAPTOP = { id: 11, name: 'Laptop 11' };
const CREATED_AT = '2026-11-20 09:30:00';

const pdf = (id: number, value: string) => ({ id, value, size: 2048, type: 'application/pdf' });

/** What a problem row and a change row have alike: PRB-0007 'Problem number 7', CHG-0007 'Change number 7'. */
function listRow(prefix: string, noun: string, id: number) {
  const identifier = `${prefix}-${String(id).padStart(4, '0')}`;
  const flags = { is_edit: true, is_delete: true };
  return {
    id,
    identifier,
    subject: `${noun} number ${id}`,
    requester: RITA,
    department: SUPPORT,
    status: OPEN,
    ...flags,
  };
}

/** A row of the problem list. */
export function problemRow(id: number, overrides: Partial<ProblemRow> = {}): ProblemRow {
  const assignedTo = { id: 2, full_name: 'Sam Agent', email: 'sam@example.test' };
  const priority = { id: 2, priority: 'High' };
  return {
    ...listRow('PRB', 'Problem', id),
    assignedTo,
    priority,
    active: '1',
    created_at: '2026-11-01 10:00:00',
    ...overrides,
  };
}

/** A row of the change list. */
export function changeRow(id: number, overrides: Partial<ChangeRow> = {}): ChangeRow {
  const priority = { id: 2, name: 'High' };
  return { ...listRow('CHG', 'Change', id), priority, created_at: '2026-11-01 10:00:00', ...overrides };
}

/** A problem as the form loads it. */
export function problemFormRecord(overrides: Partial<ProblemRecord> = {}): ProblemRecord {
  const texts = {
    subject: 'Printer queue stuck',
    identifier: 'PRB-0012',
    description: '<p>The queue does not drain.</p>',
  };
  return {
    id: 12,
    ...texts,
    requester_id: RITA,
    department_id: SUPPORT,
    impact_id: HIGH_IMPACT,
    status_type_id: OPEN,
    priority_id: URGENT,
    location_id: { id: 5, name: 'Berlin' },
    assigned_id: { id: 7, name: 'Sam Agent' },
    assets: [LAPTOP],
    attachment: pdf(90, 'queue.pdf'),
    ...overrides,
  };
}

/** A change as the form loads it. */
export function changeFormRecord(overrides: Partial<ChangeRecord> = {}): ChangeRecord {
  const texts = {
    subject: 'Replace the VPN gateway',
    identifier: 'CHG-0031',
    description: '<p>Swap it on Sunday.</p>',
  };
  const references = { impact_type: HIGH_IMPACT, location: { id: 5, title: 'Berlin' }, department: SUPPORT };
  return {
    id: 31,
    ...texts,
    created_at: CREATED_AT,
    requester: RITA,
    status: { id: 2, name: 'Planning' },
    change_type: { id: 3, name: 'Major' },
    agent: null,
    ...references,
    team: { id: 6, name: 'Network Operations' },
    priority: URGENT,
    assets: [LAPTOP],
    attachments: [pdf(90, 'plan.pdf')],
    ...overrides,
  };
}

/** A problem as its view loads it: the form's record with other values, its changes and its state. */
export function problemDetail(overrides: Partial<ProblemRecord> = {}): ProblemRecord {
  const description = '<p>Users lose the <em>VPN</em> connection.</p><script>window.hacked = true</script>';
  return problemFormRecord({
    id: PROBLEM_ID,
    subject: 'VPN drops every hour',
    description,
    created_at: CREATED_AT,
    requester_id: { ...RITA, name: 'rita' },
    priority_id: { id: 2, name: 'Urgent' },
    location_id: { id: 4, name: 'Berlin' },
    assigned_id: { id: 2, name: 'sam', full_name: 'Sam Agent' },
    assets: [],
    attachment: pdf(5, 'trace.pdf'),
    change: [],
    active: '1',
    ...overrides,
  });
}

/** Every flag of `keys` allowed. */
export function allowing<Key extends string>(keys: readonly Key[]): Record<Key, boolean> {
  return Object.fromEntries(keys.map((key) => [key, true])) as Record<Key, boolean>;
}

/** Every flag of `keys` denied. */
function denying<Key extends string>(keys: readonly Key[]): Record<Key, boolean> {
  return Object.fromEntries(keys.map((key) => [key, false])) as Record<Key, boolean>;
}

export function problemActions(overrides: Partial<ProblemActions> = {}): ProblemActions {
  return { ...allowing(PROBLEM_ACTION_KEYS), ...overrides };
}

/** The flags of an agent who may only view: every tab, no action. */
export const VIEW_ONLY_PROBLEM_ACTIONS: ProblemActions = problemActions({
  problem_edit: false,
  problem_delete: false,
  problem_close: false,
  problem_change_attach: false,
  problem_change_detach: false,
  ...denying(PROBLEM_ACT_KEYS),
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

/** A change as its view loads it: the form's record with other values, its releases and its dates. */
export function changeViewRecord(overrides: Partial<ChangeRecord> = {}): ChangeRecord {
  const description = '<p>Swap the <b>switch</b>.</p><script>window.hacked = true</script>';
  const references = { impact_type: { id: 1, name: 'High' }, location: { id: 4, title: 'London' }, team: null };
  return changeFormRecord({
    subject: 'Replace the core switch at the London headquarters office tonight',
    description,
    status: OPEN,
    change_type: { id: 2, name: 'Standard' },
    agent: { id: 2, full_name: 'Sam Agent' },
    ...references,
    department: { id: 1, name: 'Network' },
    priority: { id: 2, name: 'Urgent' },
    assets: [],
    attachments: [pdf(9, 'plan.pdf')],
    release: null,
    attach_releases: [],
    change_raised_on: CREATED_AT,
    change_closed_on: null,
    total_activity_duration: 125,
    ...overrides,
  });
}

export function changeActions(overrides: Partial<ChangeActions> = {}): ChangeActions {
  const denied = { change_release_detach: false, allowed_cab_action: false, remove_cab: false };
  return { ...allowing(CHANGE_ACTION_KEYS), ...denied, ...overrides };
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
  ...denying(CHANGE_ACT_KEYS),
});
