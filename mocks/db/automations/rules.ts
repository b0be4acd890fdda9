import type { ChangeFacts } from './change-facts';
import type { AutomationMatch, AutomationRule, LookupRuleField, TextRuleField } from './types';
import { LOOKUP_FIELD_MEANINGS } from './vocabulary';

/** The text a text rule reads: the description without its HTML tags. */
function textOf(facts: ChangeFacts, field: TextRuleField): string {
  const text = field === 'subject' ? facts.subject : facts.description.replace(/<[^>]*>/g, '');
  return text.toLowerCase();
}

function ruleHolds(facts: ChangeFacts, rule: AutomationRule): boolean {
  if (rule.field === 'subject' || rule.field === 'description') {
    const text = textOf(facts, rule.field);
    const value = rule.value.toLowerCase();
    switch (rule.operator) {
      case 'is':
        return text === value;
      case 'is_not':
        return text !== value;
      case 'contains':
        return text.includes(value);
      case 'starts_with':
        return text.startsWith(value);
    }
  }
  const column = LOOKUP_FIELD_MEANINGS[rule.field as LookupRuleField].column as keyof ChangeFacts;
  const same = facts[column] !== null && String(facts[column]) === rule.value;
  return rule.operator === 'is_not' ? !same : same;
}

/** Whether the change meets the rules: every one ('all') or one of them ('any'); no rules always match. */
export function rulesMatch(facts: ChangeFacts, match: AutomationMatch, rules: readonly AutomationRule[]): boolean {
  if (rules.length === 0) return true;
  return match === 'all' ? rules.every((rule) => ruleHolds(facts, rule)) : rules.some((rule) => ruleHolds(facts, rule));
}
