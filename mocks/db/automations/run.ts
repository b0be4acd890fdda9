import type { Actor } from '../records/activity-log';
import type { Db } from '../types';
import { applyAutomationAction } from './actions';
import { eventsBetween, readChangeFacts } from './change-facts';
import { activeAutomations } from './read';
import { rulesMatch } from './rules';
import type { Automation, ListenerEvent } from './types';

/*
 * Running workflows and listeners on a change, inside the transaction of the write that
 * triggered them. Their own actions raise no events: one pass per user action, so no loops.
 */

/**
 * Runs each automation in order: its rules are read against the change as it is then (after the
 * earlier ones' actions), and when they match its actions are applied in order.
 */
function runInOrder(db: Db, changeId: number, automations: readonly Automation[], actor: Actor): void {
  for (const automation of automations) {
    if (!rulesMatch(readChangeFacts(db, changeId), automation.match, automation.rules)) continue;
    for (const action of automation.actions) {
      applyAutomationAction(db, readChangeFacts(db, changeId), automation, action, actor);
    }
  }
}

/** After a change is created: every active workflow. */
export function runWorkflows(db: Db, changeId: number, actor: Actor): void {
  runInOrder(db, changeId, activeAutomations(db, 'workflow'), actor);
}

/** After a change is updated: every active listener waiting for one of `events`. */
export function runListeners(db: Db, changeId: number, actor: Actor, events: readonly ListenerEvent[]): void {
  if (events.length === 0) return;
  const listeners = activeAutomations(db, 'listener').filter((listener) =>
    listener.events.some((event) => events.includes(event)),
  );
  runInOrder(db, changeId, listeners, actor);
}

/**
 * Runs `write` (an update of the change) in a transaction, then the listeners of what it changed
 * (status, priority, assignee) and of `events(result)` (what happened besides: a CAB decision, a
 * release attached).
 */
export function withChangeListeners<T>(
  db: Db,
  changeId: number,
  actor: Actor,
  write: () => T,
  events: (result: T) => readonly ListenerEvent[] = () => [],
): T {
  return db.transaction(() => {
    const before = readChangeFacts(db, changeId);
    const result = write();
    const happened = [...events(result), ...eventsBetween(before, readChangeFacts(db, changeId))];
    runListeners(db, changeId, actor, happened);
    return result;
  })();
}

/**
 * For a write that is already in a transaction and reports when it is done: reads the change now
 * and returns what runs the listeners of what changed since.
 */
export function watchChangeUpdate(db: Db, changeId: number, actor: Actor): () => void {
  const before = readChangeFacts(db, changeId);
  return () => runListeners(db, changeId, actor, eventsBetween(before, readChangeFacts(db, changeId)));
}
