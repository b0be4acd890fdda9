import type { AutomationAction, AutomationRule } from '@/api/workflows/types';
/** Workflows run when a change is created; listeners when it is updated and one of their events happens. */
export const AUTOMATION_KINDS = ['workflow', 'listener'] as const;
export type AutomationKind = (typeof AUTOMATION_KINDS)[number];

export const LOOKUP_RULE_FIELDS = [
  'change_type_id',
  'status_id',
  'priority_id',
  'impact_id',
  'department_id',
  'location_id',
  'team_id',
  'requester_id',
  'assigned_id',
] as const;
export const TEXT_RULE_FIELDS = ['subject', 'description'] as const;
export type LookupRuleField = (typeof LOOKUP_RULE_FIELDS)[number];
export type TextRuleField = (typeof TEXT_RULE_FIELDS)[number];
export type RuleField = LookupRuleField | TextRuleField;

export const RULE_OPERATORS = ['is', 'is_not', 'contains', 'starts_with'] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];
/** The operators a lookup field (an id) may use. */
export const LOOKUP_OPERATORS: readonly RuleOperator[] = ['is', 'is_not'];

export const LISTENER_EVENTS = [
  'status_changed',
  'priority_changed',
  'assignee_changed',
  'cab_approved',
  'cab_denied',
  'release_attached',
] as const;
export type ListenerEvent = (typeof LISTENER_EVENTS)[number];

export const SET_ACTIONS = [
  'set_status',
  'set_priority',
  'set_impact',
  'set_team',
  'set_assignee',
  'set_department',
  'set_location',
] as const;
export type SetAction = (typeof SET_ACTIONS)[number];
export const ACTION_TYPES = [...SET_ACTIONS, 'apply_cab', 'notify_agents'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export type AutomationMatch = 'all' | 'any';

export const RULES_MAX = 20;
export const ACTIONS_MAX = 20;
export const NAME_MAX = 100;
export const RULE_TEXT_MAX = 255;

export type { AutomationAction, AutomationRule };

/** What a save writes. */
export interface AutomationInput {
  name: string;
  active: boolean;
  match: AutomationMatch;
  events: ListenerEvent[];
  rules: AutomationRule[];
  actions: AutomationAction[];
}

/** A workflow or listener as GET {kind}/{id} answers it. */
export interface Automation extends AutomationInput {
  id: number;
  kind: AutomationKind;
  page_type: 'change';
  order: number;
  created_at: string;
  updated_at: string;
}

/** A row of the list: the automation with its rules and actions in words. */
export interface AutomationRow extends Automation {
  rule_summary: string;
  action_summary: string;
}
