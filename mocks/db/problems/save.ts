import { labelOf } from '../labels';
import { bold, logActivity, type Actor } from '../records/activity-log';
import { linkRecords } from '../records/associations';
import { addRecordAttachment, type NewAttachment } from '../records/attachments';
import { insertFromForm, type FormInput, type RecordForm } from '../records/form-save';
import type { Db } from '../types';
import { PROBLEM_TICKETS } from './links';

const COLUMNS = [
  'subject',
  'identifier',
  'description',
  'requester_id',
  'department_id',
  'impact_id',
  'status_type_id',
  'priority_id',
  'location_id',
  'assigned_id',
] as const;

export const PROBLEM_FORM: RecordForm<(typeof COLUMNS)[number]> = {
  owner: 'sd_problem',
  columns: COLUMNS,
  references: [
    ['requester_id', 'users', 'requester'],
    ['department_id', 'departments', 'department'],
    ['impact_id', 'impacts', 'impact'],
    ['status_type_id', 'statuses', 'status'],
    ['priority_id', 'priorities', 'priority'],
    ['location_id', 'locations', 'location'],
    ['assigned_id', 'users', 'assignee'],
  ],
  identifierPrefix: 'PRB',
};

/** A validated problem form. Optional references are null when not chosen. */
export interface ProblemInput extends FormInput<(typeof COLUMNS)[number]> {
  subject: string;
  identifier: string;
  description: string;
  requester_id: number;
  department_id: number;
  impact_id: number;
  status_type_id: number;
  priority_id: number;
  location_id: number | null;
  assigned_id: number | null;
  asset_ids: number[];
}

/** Creates a problem, linked to the ticket it was created from when there is one. */
export function createProblem(
  db: Db,
  input: ProblemInput,
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
