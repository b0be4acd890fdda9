import type {
  ActionType,
  Automation,
  AutomationKind,
  AutomationMatch,
  AutomationOptions,
  AutomationSavePayload,
  ListenerEvent,
  RuleField,
  RuleOperator,
} from '@/api/workflows';

/** A rule in the editor; `key` tells the rows apart while some are removed. */
export interface EditedRule {
  key: string;
  field: RuleField | '';
  operator: RuleOperator | '';
  value: string;
}

/** An action in the editor: one id as a string, or agent ids for an action that takes several. */
export interface EditedAction {
  key: string;
  type: ActionType | '';
  value: string | string[];
}

export interface AutomationFormValues {
  name: string;
  active: boolean;
  match: AutomationMatch;
  events: ListenerEvent[];
  rules: EditedRule[];
  actions: EditedAction[];
}

let keyCount = 0;
const nextKey = () => {
  keyCount += 1;
  return `new-${keyCount}`;
};

export const blankRule = (): EditedRule => ({ key: nextKey(), field: '', operator: '', value: '' });
export const blankAction = (): EditedAction => ({ key: nextKey(), type: '', value: '' });

/** A new automation: active, matching all its rules, no rules and one action to fill in. */
export function emptyAutomation(): AutomationFormValues {
  return { name: '', active: true, match: 'all', events: [], rules: [], actions: [blankAction()] };
}

export function automationValues(automation: Automation): AutomationFormValues {
  return {
    name: automation.name,
    active: automation.active,
    match: automation.match,
    events: [...automation.events],
    rules: automation.rules.map((rule, index) => ({ key: `rule-${index}`, ...rule, value: String(rule.value) })),
    actions: automation.actions.map((action, index) => ({
      key: `action-${index}`,
      type: action.type,
      value: Array.isArray(action.value) ? action.value.map(String) : String(action.value),
    })),
  };
}

/** Whether the action type takes several values (the agents notify_agents writes to). */
export function takesSeveral(options: AutomationOptions, type: ActionType | ''): boolean {
  return options.actions.some((action) => action.id === type && action.multiple);
}

/** The operators a field allows: is / is not for a lookup field, every one for a text field. */
export function operatorsOf(options: AutomationOptions, field: RuleField | '') {
  const kind = options.fields.find((option) => option.id === field)?.kind;
  return options.operators.filter((operator) => kind === 'text' || !operator.text_only);
}

/** What a save sends: the name and text values trimmed, ids as numbers, events only for a listener. */
export function automationToSave(
  kind: AutomationKind,
  options: AutomationOptions,
  values: AutomationFormValues,
  id: number | undefined,
): AutomationSavePayload {
  return {
    ...(id === undefined ? {} : { id }),
    kind,
    page_type: 'change',
    name: values.name.trim(),
    active: values.active,
    match: values.match,
    events: kind === 'listener' ? values.events : [],
    rules: values.rules.map((rule) => ({
      field: rule.field as RuleField,
      operator: rule.operator as RuleOperator,
      value: rule.value.trim(),
    })),
    actions: values.actions.map((action) => ({
      type: action.type as ActionType,
      value: takesSeveral(options, action.type)
        ? (Array.isArray(action.value) ? action.value : []).map(Number)
        : Number(action.value),
    })),
  };
}
