import { serveGet, serveLookup } from './serve';

const API = '/service-desk/api';

/** The automation-options answer as the contract gives it. */
export const AUTOMATION_OPTIONS = {
  fields: [
    { id: 'change_type_id', name: 'Change type', kind: 'lookup', lookup: 'change_types' },
    { id: 'priority_id', name: 'Priority', kind: 'lookup', lookup: 'change_priorities' },
    { id: 'subject', name: 'Subject', kind: 'text' },
  ],
  operators: [
    { id: 'is', name: 'is', text_only: false },
    { id: 'is_not', name: 'is not', text_only: false },
    { id: 'contains', name: 'contains', text_only: true },
    { id: 'starts_with', name: 'starts with', text_only: true },
  ],
  events: [
    { id: 'status_changed', name: 'Status changed' },
    { id: 'cab_denied', name: 'CAB denied' },
  ],
  actions: [
    { id: 'set_priority', name: 'Set priority', lookup: 'change_priorities', multiple: false },
    { id: 'apply_cab', name: 'Apply CAB', lookup: 'cabs', multiple: false },
    { id: 'notify_agents', name: 'Notify agents', lookup: 'agents', multiple: true },
  ],
};

/** A stored workflow: Emergency changes get the Urgent priority. */
export const STORED_WORKFLOW = {
  id: 5,
  kind: 'workflow',
  page_type: 'change',
  name: 'Emergency changes go to Urgent',
  order: 1,
  active: false,
  match: 'all',
  events: [],
  rules: [{ field: 'change_type_id', operator: 'is', value: '4' }],
  actions: [{ type: 'set_priority', value: 4 }],
  created_at: '2026-01-01 10:00:00',
  updated_at: '2026-01-01 10:00:00',
};

/** A list row of `kind` at `order`. */
export function automationRow(kind: 'workflow' | 'listener', id: number, name: string, order: number) {
  return {
    ...STORED_WORKFLOW,
    id,
    kind,
    name,
    order,
    active: order % 2 === 1,
    events: kind === 'listener' ? ['status_changed', 'cab_denied'] : [],
    rule_summary: "Priority is High; Subject contains 'db'",
    action_summary: 'Set status to Planning; Notify 2 agents',
  };
}

/** Serves automation-options and the lookups its fields and actions name. */
export function serveAutomationFormCalls() {
  serveAutomationOptions();
  serveAutomationLookups();
}

export function serveAutomationOptions() {
  return serveGet(`${API}/automation-options`, { data: AUTOMATION_OPTIONS });
}

/** The lookups the options' fields and actions name. */
export function serveAutomationLookups() {
  serveLookup(`${API}/dependency/change_types`, [
    { id: 3, name: 'Major' },
    { id: 4, name: 'Emergency' },
  ]);
  serveLookup(`${API}/dependency/change_priorities`, [
    { id: 3, name: 'High' },
    { id: 4, name: 'Urgent' },
  ]);
  serveLookup(`${API}/dependency/cabs`, [{ id: 2, name: 'Network board' }]);
  serveLookup('/api/dependency/agents', [
    { id: 7, name: 'Sam Agent' },
    { id: 8, name: 'Ada Admin' },
  ]);
}
