import type { Db } from '../types';

/** The release status a completed release has. */
export const COMPLETED_RELEASE_STATUS = 'Completed';
/** Statuses after which a release can no longer be completed. */
export const FINISHED_RELEASE_STATUSES = [COMPLETED_RELEASE_STATUS, 'Cancelled'];

/** What the release view's rules need to know about a release. */
export interface ReleaseState {
  id: number;
  identifier: string;
  subject: string;
  finished: boolean;
}

export function findReleaseState(db: Db, id: number): ReleaseState | undefined {
  const row = db
    .prepare(
      `SELECT r.id, r.identifier, r.subject, s.name IN (SELECT value FROM json_each(?)) AS finished
       FROM releases r JOIN release_statuses s ON s.id = r.status_id WHERE r.id = ?`,
    )
    .get(JSON.stringify(FINISHED_RELEASE_STATUSES), id) as
    (Omit<ReleaseState, 'finished'> & { finished: number }) | undefined;
  return row && { ...row, finished: row.finished === 1 };
}
