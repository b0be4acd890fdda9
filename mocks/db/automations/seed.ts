import { idByName } from '../reference/seed';
import type { SeedContext } from '../seeding/context';
import { PERSONAS } from '../users/personas';
import { saveAutomation } from './save';

/** Two inactive examples, so an administrator sees the shape of each kind and nothing else changes. */
export function seedAutomations(context: SeedContext): void {
  const { db } = context;
  saveAutomation(
    db,
    'workflow',
    {
      name: 'Emergency changes go to Urgent',
      active: false,
      match: 'all',
      events: [],
      rules: [
        { field: 'change_type_id', operator: 'is', value: String(idByName(context, 'change_types', 'Emergency')) },
      ],
      actions: [{ type: 'set_priority', value: idByName(context, 'priorities', 'Urgent') }],
    },
    undefined,
  );
  const admin = db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(PERSONAS[0].email) as number;
  saveAutomation(
    db,
    'listener',
    {
      name: 'Notify the change manager on denial',
      active: false,
      match: 'all',
      events: ['cab_denied'],
      rules: [],
      actions: [{ type: 'notify_agents', value: [admin] }],
    },
    undefined,
  );
}
