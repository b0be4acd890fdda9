import { labelSql } from '../labels';
import { computedText, containsPattern, listSearch, matchedText, ownText } from '../list-search';
import { NO_RULES_SUMMARY } from './summary';
import { ACTION_REFERENCES, EVENT_NAMES, LOOKUP_FIELD_MEANINGS, OPERATOR_NAMES, TEXT_FIELD_NAMES } from './vocabulary';

/** A string as an SQL literal. */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** `CASE {column} WHEN {key} THEN {SQL of its value} ... END` over the entries of `meanings`. */
function caseOf<T>(column: string, meanings: Readonly<Record<string, T>>, sql: (meaning: T) => string): string {
  const branches = Object.entries(meanings).map(([key, meaning]) => `WHEN ${literal(key)} THEN ${sql(meaning)}`);
  return `CASE ${column} ${branches.join(' ')} END`;
}

/** A rule of `automation_rules r` in words, as the list's rules column writes it (summary.ts). */
const RULE_TEXT = `${caseOf('r.field', { ...TEXT_FIELD_NAMES, ...LOOKUP_FIELD_MEANINGS }, (meaning) =>
  literal(typeof meaning === 'string' ? meaning : meaning.name),
)} || ' ' || ${caseOf('r.operator', OPERATOR_NAMES, literal)} || ' ' || COALESCE(${caseOf(
  'r.field',
  LOOKUP_FIELD_MEANINGS,
  (meaning) => labelSql(meaning.table, 'r.value'),
)}, '''' || r.value || '''')`;

/** An action of `automation_actions x` in words, as the list's actions column writes it. */
const ACTION_TEXT = `CASE x.type
  WHEN 'notify_agents' THEN 'Notify ' || json_array_length(x.value) || ' agent'
    || CASE json_array_length(x.value) WHEN 1 THEN '' ELSE 's' END
  WHEN 'apply_cab' THEN 'Apply CAB ' || COALESCE(${labelSql('cabs', 'x.value')}, x.value)
  ELSE ${caseOf('x.type', ACTION_REFERENCES, (reference) => literal(reference.name))} || ' to '
    || COALESCE(${caseOf('x.type', ACTION_REFERENCES, (reference) => labelSql(reference.table, 'x.value'))}, x.value)
END`;

/** What a list of workflows or listeners shows and its search reads: name, active, rules, actions, events. */
export const AUTOMATION_SEARCH = listSearch('a', {
  name: ownText('name'),
  active: computedText(['active'], (alias) => `CASE ${alias}.active WHEN 1 THEN 'Active' ELSE 'Inactive' END`),
  rules: matchedText(
    (alias) => `${alias}.id IN (SELECT r.automation_id FROM automation_rules r WHERE ${containsPattern(RULE_TEXT)})`,
  ),
  no_rules: matchedText(
    (alias) => `(${containsPattern(literal(NO_RULES_SUMMARY))}
      AND NOT EXISTS (SELECT 1 FROM automation_rules r WHERE r.automation_id = ${alias}.id))`,
  ),
  actions: matchedText(
    (alias) =>
      `${alias}.id IN (SELECT x.automation_id FROM automation_actions x WHERE ${containsPattern(ACTION_TEXT)})`,
  ),
  events: matchedText(
    (alias) => `${alias}.id IN (SELECT e.automation_id FROM automation_events e
      WHERE ${containsPattern(caseOf('e.event', EVENT_NAMES, literal))})`,
  ),
});
