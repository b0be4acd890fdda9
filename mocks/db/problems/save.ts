import { AGENT_SCOPE, labelOf } from '../labels';
import { bold, logActivity, type Actor } from '../records/activity-log';
import { linkRecords } from '../records/associations';
import { addRecordAttachment, type NewAttachment } from '../records/attachments';
import { insertFromForm, sharedReference, type FormInput, type RecordForm } from '../records/form-save';
import type { Db } from '../types';
import { PROBLEM_TICKETS } from './links';

export const PROBLEM_FORM: RecordForm = {
  owner: 'sd_problem',
  references: [
    sharedReference('requester_id', true),
    sharedReference('department_id', true),
    sharedReference('impact_id', true),
    { column: 'status_type_id', table: 'statuses', label: 'status', required: true },
    sharedReference('priority_id', true),
    sharedReference('location_id', false),
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
