import { runWorkflows } from '../automations/run';
import { nowDbDate } from '../dates';
import { labelOf } from '../labels';
import { bold, logActivity, type Actor } from '../records/activity-log';
import { linkRecords } from '../records/associations';
import { addRecordAttachment, type NewAttachment } from '../records/attachments';
import { insertFromForm, sharedReference, type FormInput, type RecordForm } from '../records/form-save';
import type { Db } from '../types';
import { writeChangeCustomValues, type ChangeCustomValue } from './custom-fields';
import { CHANGE_TICKETS } from './links';

export const CHANGE_FORM: RecordForm = {
  owner: 'sd_changes',
  references: [
    sharedReference('requester_id', true),
    { column: 'status_id', table: 'change_statuses', label: 'status', required: true },
    { column: 'change_type_id', table: 'change_types', label: 'change type', required: true },
    sharedReference('priority_id', false),
    sharedReference('impact_id', false),
    sharedReference('location_id', false),
    sharedReference('department_id', false),
    { column: 'team_id', table: 'teams', label: 'team', required: false },
  ],
  identifierPrefix: 'CHG',
};

/** What a new change is linked to: the problem or the ticket it was created from. */
export interface ChangeOrigin {
  problemId?: number;
  /** Stored as a ticket-change link of type 'initiating' (the ticket initiated the change). */
  ticketId?: number;
}

/** Whether the problem has a change already (a problem has at most one). */
export function problemHasChange(db: Db, problemId: number): boolean {
  const row = db.prepare('SELECT change_id FROM problems WHERE id = ?').get(problemId) as
    { change_id: number | null } | undefined;
  return row?.change_id !== null && row?.change_id !== undefined;
}

export function createChange(
  db: Db,
  input: FormInput,
  actor: Actor,
  options: ChangeOrigin & { attachment?: NewAttachment; custom?: readonly ChangeCustomValue[] },
): number {
  return db.transaction(() => {
    const { id, identifier } = insertFromForm(db, CHANGE_FORM, input, actor);
    const now = nowDbDate();
    if (options.problemId !== undefined) {
      const { changes } = db
        .prepare('UPDATE problems SET change_id = ?, updated_at = ? WHERE id = ? AND change_id IS NULL')
        .run(id, now, options.problemId);
      // The route checked this; a change here means a caller skipped the check.
      if (changes === 0) throw new Error(`Problem ${options.problemId} has a change already.`);
      const label = labelOf(db, 'changes', id) ?? identifier;
      logActivity(db, 'sd_problem', options.problemId, actor, `created and attached the new change ${bold(label)}`);
      const problem = labelOf(db, 'problems', options.problemId) ?? '';
      logActivity(db, 'sd_changes', id, actor, `linked the change to the problem ${bold(problem)}`);
    }
    if (options.ticketId !== undefined) {
      linkRecords(db, CHANGE_TICKETS, id, [options.ticketId], { type: 'initiating', created_at: now });
      const ticket = labelOf(db, 'tickets', options.ticketId) ?? '';
      logActivity(db, 'sd_changes', id, actor, `linked the initiating ticket ${bold(ticket)}`);
    }
    if (options.attachment) addRecordAttachment(db, 'sd_changes', id, options.attachment, actor);
    writeChangeCustomValues(db, id, options.custom ?? []);
    runWorkflows(db, id, actor);
    return id;
  })();
}
