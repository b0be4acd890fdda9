import * as yup from 'yup';
import type { AutomationKind } from '@/api/workflows';
import { RECORD_MESSAGES } from '@/records/recordSchema';
import { serverFieldMapBy } from '@/ui/form/serverFieldMap';

/** The contract's messages, word for word. */
export const AUTOMATION_MESSAGES = {
  nameMax: 'The name may not be greater than 100 characters.',
  eventsRequired: 'Choose at least one event.',
  actionsRequired: 'Add at least one action.',
} as const;

export const NAME_MAX_LENGTH = 100;

const required = () => yup.string().trim().required(RECORD_MESSAGES.required);

const ruleSchema = yup.object({ field: required(), operator: required(), value: required() });

const actionSchema = yup.object({
  type: required(),
  value: yup
    .mixed<string | string[]>()
    .test('required', RECORD_MESSAGES.required, (value) =>
      Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '',
    ),
});

/** The form's checks; a listener also needs an event. */
export function automationSchema(kind: AutomationKind) {
  return yup.object({
    name: required().max(NAME_MAX_LENGTH, AUTOMATION_MESSAGES.nameMax),
    match: yup.string().oneOf(['all', 'any']).required(RECORD_MESSAGES.required),
    events: kind === 'listener' ? yup.array().min(1, AUTOMATION_MESSAGES.eventsRequired) : yup.array(),
    rules: yup.array(ruleSchema),
    actions: yup.array(actionSchema).min(1, AUTOMATION_MESSAGES.actionsRequired),
  });
}

const TOP_FIELDS = new Set(['name', 'active', 'match', 'events', 'rules', 'actions']);
const ROW_FIELD = /^((?:rules\.\d+\.(?:field|operator|value))|(?:actions\.\d+\.(?:type|value)))(?:\.\d+)?$/;

/** `rules.0.value` and `actions.1.value.0` show on their control; `events.2` or `rules.1` on the whole list. */
function fieldOf(serverField: string): string | undefined {
  const base = serverField.replace(/\.\d+$/, '');
  if (TOP_FIELDS.has(base)) return base;
  return ROW_FIELD.exec(serverField)?.[1];
}

export const automationServerFields = serverFieldMapBy(fieldOf);
