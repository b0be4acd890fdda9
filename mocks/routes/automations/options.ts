import {
  ACTION_TYPES,
  LISTENER_EVENTS,
  LOOKUP_OPERATORS,
  LOOKUP_RULE_FIELDS,
  RULE_OPERATORS,
  TEXT_RULE_FIELDS,
} from '../../db/automations/types';
import {
  ACTION_REFERENCES,
  EVENT_NAMES,
  LOOKUP_FIELD_MEANINGS,
  OPERATOR_NAMES,
  TEXT_FIELD_NAMES,
} from '../../db/automations/vocabulary';

/** What the workflow and listener forms may offer, with their labels (GET automation-options). */
export function automationOptions() {
  return {
    fields: [
      ...LOOKUP_RULE_FIELDS.map((id) => {
        const { name, lookup } = LOOKUP_FIELD_MEANINGS[id];
        return { id, name, kind: 'lookup' as const, lookup };
      }),
      ...TEXT_RULE_FIELDS.map((id) => ({ id, name: TEXT_FIELD_NAMES[id], kind: 'text' as const })),
    ],
    operators: RULE_OPERATORS.map((id) => ({
      id,
      name: OPERATOR_NAMES[id],
      text_only: !LOOKUP_OPERATORS.includes(id),
    })),
    events: LISTENER_EVENTS.map((id) => ({ id, name: EVENT_NAMES[id] })),
    actions: ACTION_TYPES.map((id) => ({
      id,
      name: ACTION_REFERENCES[id].name,
      lookup: ACTION_REFERENCES[id].lookup,
      multiple: id === 'notify_agents',
    })),
  };
}
