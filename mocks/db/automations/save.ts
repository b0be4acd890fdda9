import { nowDbDate } from '../dates';
import { insertRow } from '../insert';
import type { Db } from '../types';
import type { AutomationInput, AutomationKind } from './types';

/**
 * Creates (no id; it goes last among its kind) or rewrites a workflow or listener with its
 * events, rules and actions as sent. Returns its id.
 */
export function saveAutomation(db: Db, kind: AutomationKind, input: AutomationInput, id: number | undefined): number {
  const now = nowDbDate();
  return db.transaction(() => {
    let savedId: number;
    if (id === undefined) {
      const last = db.prepare('SELECT MAX(sort_order) FROM automations WHERE kind = ?').pluck().get(kind) as
        number | null;
      savedId = insertRow(db, 'automations', {
        kind,
        page_type: 'change',
        name: input.name,
        sort_order: (last ?? 0) + 1,
        active: input.active ? 1 : 0,
        match: input.match,
        created_at: now,
        updated_at: now,
      });
    } else {
      savedId = id;
      db.prepare('UPDATE automations SET name = ?, active = ?, match = ?, updated_at = ? WHERE id = ?').run(
        input.name,
        input.active ? 1 : 0,
        input.match,
        now,
        id,
      );
      for (const table of ['automation_events', 'automation_rules', 'automation_actions']) {
        db.prepare(`DELETE FROM ${table} WHERE automation_id = ?`).run(id);
      }
    }
    writeParts(db, savedId, kind === 'listener' ? input : { ...input, events: [] });
    return savedId;
  })();
}

function writeParts(db: Db, id: number, input: AutomationInput): void {
  const insertEvent = db.prepare('INSERT OR IGNORE INTO automation_events (automation_id, event) VALUES (?, ?)');
  for (const event of input.events) insertEvent.run(id, event);
  const insertRule = db.prepare(
    'INSERT INTO automation_rules (automation_id, position, field, operator, value) VALUES (?, ?, ?, ?, ?)',
  );
  input.rules.forEach((rule, index) => insertRule.run(id, index + 1, rule.field, rule.operator, rule.value));
  const insertAction = db.prepare(
    'INSERT INTO automation_actions (automation_id, position, type, value, cab_id) VALUES (?, ?, ?, ?, ?)',
  );
  input.actions.forEach((action, index) =>
    insertAction.run(
      id,
      index + 1,
      action.type,
      JSON.stringify(action.value),
      action.type === 'apply_cab' ? action.value : null,
    ),
  );
}

/** Writes the orders 1..n of the kind's automations in the order of `ids` (every id of the kind). */
function renumber(db: Db, kind: AutomationKind, ids: readonly number[]): void {
  // Orders are unique per kind: move the rows out of the way before numbering them again.
  db.prepare('UPDATE automations SET sort_order = -id WHERE kind = ?').run(kind);
  const write = db.prepare('UPDATE automations SET sort_order = ? WHERE id = ?');
  ids.forEach((id, index) => write.run(index + 1, id));
}

/** Deletes the automation and numbers the others of its kind 1..n again. */
export function deleteAutomation(db: Db, kind: AutomationKind, id: number): void {
  db.transaction(() => {
    db.prepare('DELETE FROM automations WHERE id = ?').run(id);
    const left = db.prepare('SELECT id FROM automations WHERE kind = ? ORDER BY sort_order').pluck().all(kind);
    renumber(db, kind, left as number[]);
  })();
}

/** Puts the kind's automations in the order of `ids`, which the caller checked to be exactly the kind's ids. */
export function reorderAutomations(db: Db, kind: AutomationKind, ids: readonly number[]): void {
  db.transaction(() => renumber(db, kind, ids))();
}
