import { RELEASE_REFERENCE_JOINS } from '../releases/joins';
import { jsonObject, readJsonRows } from '../sql-json';
import type { Db } from '../types';

export interface ChangeRelease {
  id: number;
  identifier: string;
  subject: string;
}

/** A row of the change's releases tab. */
export interface AttachedRelease extends ChangeRelease {
  created_at: string;
  planned_start_date: string | null;
  planned_end_date: string | null;
  status: { name: string };
  priority: { name: string };
  location: { title: string } | null;
  release_type: { name: string };
}

/** The fields the change view reads besides the form's: release, dates, duration. */
export interface ChangeViewFields {
  /** The release the change belongs to, or null. */
  release: ChangeRelease | null;
  /** The releases attached (zero or one), as the releases tab and the toolbar read them. */
  attach_releases: AttachedRelease[];
  change_raised_on: string;
  change_closed_on: string | null;
  /** Minutes; null while never recorded. */
  total_activity_duration: number | null;
  edit_option: boolean;
}

export function readChangeViewFields(db: Db, changeId: number, createdAt: string): ChangeViewFields {
  const release =
    (db
      .prepare(
        `SELECT r.id, r.identifier, r.subject FROM change_releases cr JOIN releases r ON r.id = cr.release_id
         WHERE cr.change_id = ?`,
      )
      .get(changeId) as ChangeRelease | undefined) ?? null;
  const attached = readJsonRows<AttachedRelease>(
    db,
    `SELECT r.id, r.identifier, r.subject, r.created_at, r.planned_start_date, r.planned_end_date,
            ${jsonObject({ name: 's.name' })} AS status, ${jsonObject({ name: 'p.name' })} AS priority,
            ${jsonObject({ title: 'l.title' }, 'l.title')} AS location, ${jsonObject({ name: 't.name' })} AS release_type
     FROM change_releases cr JOIN releases r ON r.id = cr.release_id
     ${RELEASE_REFERENCE_JOINS}
     WHERE cr.change_id = ?`,
    ['status', 'priority', 'location', 'release_type'],
    changeId,
  );
  const closure = db.prepare('SELECT closed_on FROM change_closures WHERE change_id = ?').get(changeId) as
    { closed_on: string } | undefined;
  const duration = db
    .prepare('SELECT total_activity_duration FROM change_durations WHERE change_id = ?')
    .get(changeId) as { total_activity_duration: number } | undefined;
  return {
    release,
    attach_releases: attached,
    change_raised_on: createdAt,
    change_closed_on: closure?.closed_on ?? null,
    total_activity_duration: duration?.total_activity_duration ?? null,
    edit_option: true,
  };
}
