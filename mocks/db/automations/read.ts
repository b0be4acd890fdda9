import type { PageQuery } from '../list-query';
import { listRowsOf } from '../reference-rows';
import type { Db } from '../types';
import { AUTOMATION_SEARCH } from './search';
import { describeActions, describeRules } from './summary';
import {
  LISTENER_EVENTS,
  type Automation,
  type AutomationAction,
  type AutomationKind,
  type AutomationRow,
  type AutomationRule,
  type ListenerEvent,
} from './types';

interface StoredAutomation extends Omit<Automation, 'active' | 'events' | 'rules' | 'actions'> {
  active: 0 | 1;
}

const COLUMNS = `a.id, a.kind, a.page_type, a.name, a.sort_order AS "order", a.active, a.match, a.created_at,
  a.updated_at`;

function withParts(db: Db, row: StoredAutomation): Automation {
  const events = new Set(
    db.prepare('SELECT event FROM automation_events WHERE automation_id = ?').pluck().all(row.id) as ListenerEvent[],
  );
  const rules = db
    .prepare('SELECT field, operator, value FROM automation_rules WHERE automation_id = ? ORDER BY position')
    .all(row.id) as AutomationRule[];
  const actions = (
    db.prepare('SELECT type, value FROM automation_actions WHERE automation_id = ? ORDER BY position').all(row.id) as {
      type: AutomationAction['type'];
      value: string;
    }[]
  ).map((action) => ({ type: action.type, value: JSON.parse(action.value) as number | number[] }));
  return {
    ...row,
    active: row.active === 1,
    events: LISTENER_EVENTS.filter((event) => events.has(event)),
    rules,
    actions,
  };
}

/** The workflow or listener, or undefined when there is none of that kind with the id. */
export function findAutomation(db: Db, kind: AutomationKind, id: number): Automation | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM automations a WHERE a.id = ? AND a.kind = ?`).get(id, kind) as
    StoredAutomation | undefined;
  return row && withParts(db, row);
}

/** The active automations of the kind in the order they run. */
export function activeAutomations(db: Db, kind: AutomationKind): Automation[] {
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM automations a WHERE a.kind = ? AND a.active = 1 ORDER BY a.sort_order`)
    .all(kind) as StoredAutomation[];
  return rows.map((row) => withParts(db, row));
}

const automationsOfKind = listRowsOf<StoredAutomation, 'order', AutomationKind>(
  { from: 'automations a', columns: COLUMNS, key: 'a.id', sorts: { order: 'a.sort_order' } },
  'a.kind',
  AUTOMATION_SEARCH,
);

/** One page of the kind's automations by order, searched in what the list shows, with their rules and actions in words. */
export function listAutomations(
  db: Db,
  kind: AutomationKind,
  query: PageQuery<'order'>,
): { rows: AutomationRow[]; total: number } {
  const { rows, total } = automationsOfKind(db, kind, query);
  return {
    total,
    rows: rows.map((row) => {
      const automation = withParts(db, row);
      return {
        ...automation,
        rule_summary: describeRules(db, automation.rules),
        action_summary: describeActions(db, automation.actions),
      };
    }),
  };
}

/** The kind's ids in their order. */
export function automationIds(db: Db, kind: AutomationKind): number[] {
  return db.prepare('SELECT id FROM automations WHERE kind = ? ORDER BY sort_order').pluck().all(kind) as number[];
}

/** Whether an apply_cab action uses the CAB. */
export function cabUsedByAutomation(db: Db, cabId: number): boolean {
  return db.prepare('SELECT 1 FROM automation_actions WHERE cab_id = ? LIMIT 1').get(cabId) !== undefined;
}
