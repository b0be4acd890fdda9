import { AGENT_SCOPE, labelOf } from '../labels';
import { bold, logActivity, type Actor } from '../records/activity-log';
import { linkRecords } from '../records/associations';
import { addRecordAttachment, type NewAttachment } from '../records/attachments';
import { insertFromForm, type FormInput, type RecordForm } from '../records/form-save';
import type { Db } from '../types';
import { PROBLEM_TICKETS } from './links';

export const PROBLEM_FORM: RecordForm = {
  owner: 'sd_problem',
  references: [
    { column: 'requester_id', table: 'users', label: 'requester', required: true },
    { column: 'department_id', table: 'departments', label: 'department', required: true },
    { column: 'impact_id', table: 'impacts', label: 'impact', required: true },
    { column: 'status_type_id', table: 'statuses', label: 'status', required: true },
    { column: 'priority_id', table: 'priorities', label: 'priority', required: true },
    { column: 'location_id', table: 'locations', label: 'location', required: false },
    {
      column: 'assigned_id',
      table: 'users',
      label: 'assigned agent',
      logName: 'assignee',
      required: false,
      scope: AGENT_SCOPE,
    },
  ],
  identifierPrefix: 'PRB',
};

/** Creates a problem, linked to the ticket it was created from when there is one. */
export function createProblem(
  db: Db,
  input: FormInput,
  actor: Actor,
  options: { ticketId?: number; attachment?: NewAttachment },
): number {
  return db.transaction(() => {
    const { id } = insertFromForm(db, PROBLEM_FORM, input, actor);
    if (options.ticketId !== undefined) {
      linkRecords(db, PROBLEM_TICKETS, id, [options.ticketId]);
      const what = `attached the ticket ${bold(labelOf(db, 'tickets', options.ticketId) ?? '')}`;
      logActivity(db, 'sd_problem', id, actor, what);
    }
    if (options.attachment) addRecordAttachment(db, 'sd_problem', id, options.attachment, actor);
    return id;
  })();
}
