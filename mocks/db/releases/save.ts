import { runListeners } from '../automations/run';
import { nowDbDate } from '../dates';
import { labelOf } from '../labels';
import { CHANGE_RELEASE } from '../changes/links';
import { bold, logActivity, type Actor } from '../records/activity-log';
import { linkRecords } from '../records/associations';
import { addRecordAttachment, type NewAttachment } from '../records/attachments';
import { insertFromForm, sharedReference, type FormInput, type RecordForm } from '../records/form-save';
import { touchRecord } from '../records/owners';
import type { Db } from '../types';

export const RELEASE_FORM: RecordForm = {
  owner: 'sd_releases',
  references: [
    { column: 'status_id', table: 'release_statuses', label: 'status', required: true },
    sharedReference('priority_id', true),
    { column: 'release_type_id', table: 'release_types', label: 'release type', required: true },
    sharedReference('location_id', false),
  ],
  identifierPrefix: 'REL',
};

/** The planned window in the database's form; null ends while not planned. */
export interface PlannedDates {
  planned_start_date: string | null;
  planned_end_date: string | null;
}

const DATE_LABELS = { planned_start_date: 'planned start date', planned_end_date: 'planned end date' } as const;

/** Sets the planned window, logging each end that moved. */
export function savePlannedDates(db: Db, id: number, dates: PlannedDates, actor: Actor): void {
  const before = db
    .prepare('SELECT planned_start_date, planned_end_date FROM releases WHERE id = ?')
    .get(id) as PlannedDates;
  db.prepare('UPDATE releases SET planned_start_date = ?, planned_end_date = ? WHERE id = ?').run(
    dates.planned_start_date,
    dates.planned_end_date,
    id,
  );
  for (const column of Object.keys(DATE_LABELS) as (keyof PlannedDates)[]) {
    const value = dates[column];
    if (before[column] === value) continue;
    const what =
      value === null ? `removed the ${DATE_LABELS[column]}` : `set the ${DATE_LABELS[column]} to ${bold(value)}`;
    logActivity(db, 'sd_releases', id, actor, what);
  }
}

/** Creates a release; one created from a change is attached to that change, in both logs. */
export function createRelease(
  db: Db,
  input: FormInput,
  dates: PlannedDates,
  options: { changeId?: number; attachment?: NewAttachment },
  actor: Actor,
): number {
  return db.transaction(() => {
    const { id, identifier } = insertFromForm(db, RELEASE_FORM, input, actor);
    savePlannedDates(db, id, dates, actor);
    if (options.attachment) addRecordAttachment(db, 'sd_releases', id, options.attachment, actor);
    const { changeId } = options;
    if (changeId !== undefined) {
      const now = nowDbDate();
      linkRecords(db, CHANGE_RELEASE, changeId, [id], { created_at: now });
      touchRecord(db, 'sd_changes', changeId, now);
      const release = bold(`${identifier} ${input.subject}`);
      logActivity(db, 'sd_changes', changeId, actor, `created and attached the new release ${release}`);
      logActivity(db, 'sd_releases', id, actor, `attached the change ${bold(labelOf(db, 'changes', changeId) ?? '')}`);
      runListeners(db, changeId, actor, ['release_attached']);
    }
    return id;
  })();
}
