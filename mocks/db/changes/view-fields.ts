import type { Db } from '../types';

export interface ChangeRelease {
  id: number;
  identifier: string;
  subject: string;
}

/** The fields the change view reads besides the form's: release, dates, duration. */
export interface ChangeViewFields {
  /** The release the change belongs to, or null. */
  release: ChangeRelease | null;
  /** The releases attached (zero or one), as the releases tab and the toolbar read them. */
  attach_releases: ChangeRelease[];
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
  const closure = db.prepare('SELECT closed_on FROM change_closures WHERE change_id = ?').get(changeId) as
    { closed_on: string } | undefined;
  const duration = db
    .prepare('SELECT total_activity_duration FROM change_durations WHERE change_id = ?')
    .get(changeId) as { total_activity_duration: number } | undefined;
  return {
    release,
    attach_releases: release ? [release] : [],
    change_raised_on: createdAt,
    change_closed_on: closure?.closed_on ?? null,
    total_activity_duration: duration?.total_activity_duration ?? null,
    edit_option: true,
  };
}
