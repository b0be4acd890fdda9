import {
  ACTION_TYPES,
  ACTIONS_MAX,
  LISTENER_EVENTS,
  LOOKUP_OPERATORS,
  LOOKUP_RULE_FIELDS,
  NAME_MAX,
  RULE_OPERATORS,
  RULE_TEXT_MAX,
  RULES_MAX,
  TEXT_RULE_FIELDS,
  type ActionType,
  type AutomationAction,
  type AutomationInput,
  type AutomationKind,
  type AutomationRule,
  type ListenerEvent,
  type LookupRuleField,
  type RuleField,
  type RuleOperator,
} from '../../db/automations/types';
import { ACTION_REFERENCES, LOOKUP_FIELD_MEANINGS } from '../../db/automations/vocabulary';
import { recordExists } from '../../db/labels';
import type { Db } from '../../db/types';
import { readPathId } from '../../http/path-params';
import type { Validator } from '../../http/validator';

export const REQUIRED = 'This field is required.';
export const NAME_TOO_LONG = `The name may not be greater than ${NAME_MAX} characters.`;
export const EVENT_REQUIRED = 'Choose at least one event.';
export const EVENT_INVALID = 'The selected event is invalid.';
export const OPERATOR_INVALID = 'The selected operator is invalid.';
export const FIELD_INVALID = 'The selected field is invalid.';
export const VALUE_INVALID = 'The selected value is invalid.';
export const ACTION_REQUIRED = 'Add at least one action.';
export const ACTION_INVALID = 'The selected action is invalid.';
export const AGENT_REQUIRED = 'Choose at least one agent.';

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const includes = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** A JSON text (a number is read as its digits); undefined for anything else. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

/** An id sent as a JSON number or digits. */
function idOf(value: unknown): number | undefined {
  const text = textOf(value);
  return text === undefined ? undefined : readPathId(text);
}

/** A list in the body; anything else counts as an empty list. */
function listOf(body: Body, name: string): unknown[] {
  const value = body[name];
  return Array.isArray(value) ? value : [];
}

function readName(body: Body, validator: Validator): string {
  const name = textOf(body.name) ?? '';
  if (body.name !== undefined && body.name !== null && typeof body.name !== 'string') {
    validator.add('name', 'The name must be a string.');
  } else if (name === '') validator.add('name', REQUIRED);
  else if (name.length > NAME_MAX) validator.add('name', NAME_TOO_LONG);
  return name;
}

function readActive(body: Body, validator: Validator): boolean {
  const { active } = body;
  if (active === true || active === 1) return true;
  if (active !== false && active !== 0) validator.add('active', 'The active field must be true or false.');
  return false;
}

function readEvents(body: Body, validator: Validator): ListenerEvent[] {
  const sent = listOf(body, 'events');
  if (sent.length === 0) validator.add('events', EVENT_REQUIRED);
  const events = new Set<ListenerEvent>();
  sent.forEach((event, index) => {
    if (includes(LISTENER_EVENTS, event)) events.add(event);
    else validator.add(`events.${index}`, EVENT_INVALID);
  });
  return [...events];
}

function lookupValueExists(db: Db, field: LookupRuleField, value: string): boolean {
  const { table, scope } = LOOKUP_FIELD_MEANINGS[field];
  const id = readPathId(value);
  return id !== undefined && recordExists(db, table, id, scope);
}

function readRule(db: Db, raw: unknown, prefix: string, validator: Validator): AutomationRule | undefined {
  if (!isObject(raw)) {
    validator.add(prefix, 'The rule must be an object.');
    return undefined;
  }
  const { field, operator } = raw;
  const lookup = includes(LOOKUP_RULE_FIELDS, field);
  if (!lookup && !includes(TEXT_RULE_FIELDS, field)) validator.add(`${prefix}.field`, FIELD_INVALID);
  const operatorFits = includes(RULE_OPERATORS, operator) && (!lookup || LOOKUP_OPERATORS.includes(operator));
  if (!operatorFits) validator.add(`${prefix}.operator`, OPERATOR_INVALID);
  const value = textOf(raw.value) ?? '';
  if (value === '') validator.add(`${prefix}.value`, REQUIRED);
  else if (lookup && !lookupValueExists(db, field, value)) validator.add(`${prefix}.value`, VALUE_INVALID);
  else if (!lookup && value.length > RULE_TEXT_MAX) {
    validator.add(`${prefix}.value`, `The value may not be greater than ${RULE_TEXT_MAX} characters.`);
  }
  return { field: field as RuleField, operator: operator as RuleOperator, value: lookup ? String(idOf(value)) : value };
}

function existingId(db: Db, type: ActionType, value: unknown): number | undefined {
  const id = idOf(value);
  const { table, scope } = ACTION_REFERENCES[type];
  return id !== undefined && recordExists(db, table, id, scope) ? id : undefined;
}

function readAction(db: Db, raw: unknown, prefix: string, validator: Validator): AutomationAction | undefined {
  if (!isObject(raw)) {
    validator.add(prefix, 'The action must be an object.');
    return undefined;
  }
  const { type, value } = raw;
  if (!includes(ACTION_TYPES, type)) {
    validator.add(`${prefix}.type`, ACTION_INVALID);
    return undefined;
  }
  if (type === 'notify_agents') {
    const sent = Array.isArray(value) ? value : [];
    if (sent.length === 0) {
      validator.add(`${prefix}.value`, AGENT_REQUIRED);
      return undefined;
    }
    const agents = sent.map((agent) => existingId(db, type, agent));
    if (agents.includes(undefined)) validator.add(`${prefix}.value`, VALUE_INVALID);
    return { type, value: [...new Set(agents as number[])] };
  }
  const id = existingId(db, type, value);
  if (id === undefined) validator.add(`${prefix}.value`, VALUE_INVALID);
  return { type, value: id as number };
}

/** Reads the items of a list of at most `max`, each through `read`, naming errors `{name}.{i}`. */
function readItems<T>(
  body: Body,
  name: string,
  max: number,
  kind: AutomationKind,
  validator: Validator,
  read: (raw: unknown, prefix: string) => T | undefined,
): T[] {
  const sent = listOf(body, name);
  if (body[name] !== undefined && body[name] !== null && !Array.isArray(body[name])) {
    validator.add(name, `The ${name} must be a list.`);
  }
  if (sent.length > max) {
    validator.add(name, `A ${kind} may not have more than ${max} ${name}.`);
    return [];
  }
  return sent.flatMap((raw, index) => {
    const item = read(raw, `${name}.${index}`);
    return item === undefined ? [] : [item];
  });
}

/** The form of a workflow or listener sent as JSON; every problem is reported to `validator`. */
export function readAutomationInput(
  db: Db,
  body: unknown,
  kind: AutomationKind,
  validator: Validator,
): AutomationInput {
  const object = isObject(body) ? body : {};
  const name = readName(object, validator);
  const match = includes(['all', 'any'] as const, object.match) ? object.match : 'all';
  if (object.match !== match) validator.add('match', 'The selected match is invalid.');
  const active = readActive(object, validator);
  if (object.page_type !== undefined && object.page_type !== 'change') {
    validator.add('page_type', 'The selected page type is invalid.');
  }
  const events = kind === 'listener' ? readEvents(object, validator) : [];
  const rules = readItems(object, 'rules', RULES_MAX, kind, validator, (raw, prefix) =>
    readRule(db, raw, prefix, validator),
  );
  const actions = readItems(object, 'actions', ACTIONS_MAX, kind, validator, (raw, prefix) =>
    readAction(db, raw, prefix, validator),
  );
  if (listOf(object, 'actions').length === 0) validator.add('actions', ACTION_REQUIRED);
  return { name, active, match, events, rules, actions };
}
