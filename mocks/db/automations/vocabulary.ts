import { AGENT_SCOPE, type LabelledTable } from '../labels';
import type { ActionType, ListenerEvent, LookupRuleField, RuleOperator, SetAction, TextRuleField } from './types';

/**
 * What each rule field, operator, event and action means: its label, the change column it reads
 * or writes, the table its ids name, and the dependency lookup the form offers its values from.
 */

interface Reference {
  name: string;
  /** The lookup under /service-desk/api/dependency/ or /api/dependency/. */
  lookup: string;
  table: LabelledTable;
  /** Which rows of the table may be chosen, on alias t. */
  scope?: string;
}

export interface LookupFieldMeaning extends Reference {
  column: string;
}

export const LOOKUP_FIELD_MEANINGS: Readonly<Record<LookupRuleField, LookupFieldMeaning>> = {
  change_type_id: { name: 'Change type', lookup: 'change_types', table: 'change_types', column: 'change_type_id' },
  status_id: { name: 'Status', lookup: 'change_statuses', table: 'change_statuses', column: 'status_id' },
  priority_id: { name: 'Priority', lookup: 'change_priorities', table: 'priorities', column: 'priority_id' },
  impact_id: { name: 'Impact', lookup: 'impacts', table: 'impacts', column: 'impact_id' },
  department_id: { name: 'Department', lookup: 'departments', table: 'departments', column: 'department_id' },
  location_id: { name: 'Location', lookup: 'locations', table: 'locations', column: 'location_id' },
  team_id: { name: 'Team', lookup: 'teams', table: 'teams', column: 'team_id' },
  requester_id: { name: 'Requester', lookup: 'users', table: 'users', column: 'requester_id' },
  assigned_id: { name: 'Assignee', lookup: 'agents', table: 'users', scope: AGENT_SCOPE, column: 'agent_id' },
};

export const TEXT_FIELD_NAMES: Readonly<Record<TextRuleField, string>> = {
  subject: 'Subject',
  description: 'Description',
};

export const OPERATOR_NAMES: Readonly<Record<RuleOperator, string>> = {
  is: 'is',
  is_not: 'is not',
  contains: 'contains',
  starts_with: 'starts with',
};

export const EVENT_NAMES: Readonly<Record<ListenerEvent, string>> = {
  status_changed: 'Status changed',
  priority_changed: 'Priority changed',
  assignee_changed: 'Assignee changed',
  cab_approved: 'CAB approved',
  cab_denied: 'CAB denied',
  release_attached: 'Release attached',
};

export interface SetActionMeaning extends Reference {
  column: string;
  /** How the log names what was set: `set {noun} to High`. */
  noun: string;
}

export const SET_ACTION_MEANINGS: Readonly<Record<SetAction, SetActionMeaning>> = {
  set_status: { ...LOOKUP_FIELD_MEANINGS.status_id, name: 'Set status', noun: 'status' },
  set_priority: { ...LOOKUP_FIELD_MEANINGS.priority_id, name: 'Set priority', noun: 'priority' },
  set_impact: { ...LOOKUP_FIELD_MEANINGS.impact_id, name: 'Set impact', noun: 'impact' },
  set_team: { ...LOOKUP_FIELD_MEANINGS.team_id, name: 'Set team', noun: 'team' },
  set_assignee: { ...LOOKUP_FIELD_MEANINGS.assigned_id, name: 'Set assignee', noun: 'assignee' },
  set_department: { ...LOOKUP_FIELD_MEANINGS.department_id, name: 'Set department', noun: 'department' },
  set_location: { ...LOOKUP_FIELD_MEANINGS.location_id, name: 'Set location', noun: 'location' },
};

export const ACTION_REFERENCES: Readonly<Record<ActionType, Reference>> = {
  ...SET_ACTION_MEANINGS,
  apply_cab: { name: 'Apply CAB', lookup: 'cabs', table: 'cabs' },
  notify_agents: { name: 'Notify agents', lookup: 'agents', table: 'users', scope: AGENT_SCOPE },
};
