import type { Db } from '../types';
import type { ListenerEvent } from './types';

/** The columns of a change that rules read and events compare. */
export interface ChangeFacts {
  id: number;
  identifier: string;
  subject: string;
  description: string;
  change_type_id: number;
  status_id: number;
  priority_id: number | null;
  impact_id: number | null;
  department_id: number | null;
  location_id: number | null;
  team_id: number | null;
  requester_id: number;
  agent_id: number | null;
}

export function readChangeFacts(db: Db, changeId: number): ChangeFacts {
  const facts = db
    .prepare(
      `SELECT id, identifier, subject, description, change_type_id, status_id, priority_id, impact_id,
              department_id, location_id, team_id, requester_id, agent_id
         FROM changes WHERE id = ?`,
    )
    .get(changeId) as ChangeFacts | undefined;
  if (!facts) throw new Error(`Change ${changeId} does not exist.`);
  return facts;
}

/** The events of an update: the status, priority or assignee differ before and after. */
export function eventsBetween(before: ChangeFacts, after: ChangeFacts): ListenerEvent[] {
  const events: ListenerEvent[] = [];
  if (before.status_id !== after.status_id) events.push('status_changed');
  if (before.priority_id !== after.priority_id) events.push('priority_changed');
  if (before.agent_id !== after.agent_id) events.push('assignee_changed');
  return events;
}
