import { labelOf } from '../labels';
import type { Db } from '../types';
import { ACTION_REFERENCES, LOOKUP_FIELD_MEANINGS, OPERATOR_NAMES, TEXT_FIELD_NAMES } from './vocabulary';
import type { AutomationAction, AutomationRule, LookupRuleField, TextRuleField } from './types';

/** What a list row shows when there are no rules: the automation runs on every change. */
export const NO_RULES_SUMMARY = 'Every change';

/** "Priority is High; Subject contains 'db'" */
export function describeRules(db: Db, rules: readonly AutomationRule[]): string {
  if (rules.length === 0) return NO_RULES_SUMMARY;
  return rules
    .map((rule) => {
      const operator = OPERATOR_NAMES[rule.operator];
      if (rule.field in TEXT_FIELD_NAMES) {
        return `${TEXT_FIELD_NAMES[rule.field as TextRuleField]} ${operator} '${rule.value}'`;
      }
      const meaning = LOOKUP_FIELD_MEANINGS[rule.field as LookupRuleField];
      return `${meaning.name} ${operator} ${labelOf(db, meaning.table, Number(rule.value)) ?? rule.value}`;
    })
    .join('; ');
}

/** "Set status to Planning; Notify 2 agents" */
export function describeActions(db: Db, actions: readonly AutomationAction[]): string {
  return actions
    .map((action) => {
      if (Array.isArray(action.value)) {
        return `Notify ${action.value.length} agent${action.value.length === 1 ? '' : 's'}`;
      }
      const reference = ACTION_REFERENCES[action.type];
      const label = labelOf(db, reference.table, action.value) ?? String(action.value);
      return action.type === 'apply_cab' ? `Apply CAB ${label}` : `${reference.name} to ${label}`;
    })
    .join('; ');
}
