/**
 * Change workflows and listeners ("automations"): a workflow runs when a change is created, a
 * listener when a change is updated and one of its events happens. Both kinds share every shape;
 * listeners add their events.
 */
export type AutomationKind = 'workflow' | 'listener';

export type RuleField =
  | 'change_type_id'
  | 'status_id'
  | 'priority_id'
  | 'impact_id'
  | 'department_id'
  | 'location_id'
  | 'team_id'
  | 'requester_id'
  | 'assigned_id'
  | 'subject'
  | 'description';

export type RuleOperator = 'is' | 'is_not' | 'contains' | 'starts_with';

export type ListenerEvent =
  'status_changed' | 'priority_changed' | 'assignee_changed' | 'cab_approved' | 'cab_denied' | 'release_attached';

export type ActionType =
  | 'set_status'
  | 'set_priority'
  | 'set_impact'
  | 'set_team'
  | 'set_assignee'
  | 'set_department'
  | 'set_location'
  | 'apply_cab'
  | 'notify_agents';

export type AutomationMatch = 'all' | 'any';

/** A condition on the change: an id (as a string) for lookup fields, a text for subject and description. */
export interface AutomationRule {
  field: RuleField;
  operator: RuleOperator;
  value: string;
}

/** One id, or agent ids for notify_agents. */
export interface AutomationAction {
  type: ActionType;
  value: number | number[];
}

export interface Automation {
  id: number;
  kind: AutomationKind;
  page_type: 'change';
  name: string;
  /** 1-based position among its kind: they run in this order. */
  order: number;
  active: boolean;
  match: AutomationMatch;
  /** Listeners: at least one; workflows: always empty. */
  events: ListenerEvent[];
  rules: AutomationRule[];
  actions: AutomationAction[];
  created_at: string;
  updated_at: string;
}

/** A list row: the automation with its rules and actions in words. */
export interface AutomationRow extends Automation {
  rule_summary: string;
  action_summary: string;
}

/** What a save sends: `id` edits that automation. */
export type AutomationSavePayload = Omit<Automation, 'id' | 'order' | 'created_at' | 'updated_at'> & { id?: number };

/** What the form may offer, with the labels to show. */
export interface AutomationOptions {
  fields: Array<{ id: RuleField; name: string; kind: 'lookup' | 'text'; lookup?: string }>;
  operators: Array<{ id: RuleOperator; name: string; text_only: boolean }>;
  events: Array<{ id: ListenerEvent; name: string }>;
  actions: Array<{ id: ActionType; name: string; lookup: string; multiple: boolean }>;
}
