import type { Db } from '../types';

/** What the change view's rules need to know about a change. */
export interface ChangeState {
  id: number;
  identifier: string;
  subject: string;
  closed: boolean;
  release_id: number | null;
}

/** The name of the change status that means closed. */
export const CLOSED_CHANGE_STATUS = 'Closed';

export function findChangeState(db: Db, id: number): ChangeState | undefined {
  const row = db
    .prepare(
      `SELECT c.id, c.identifier, c.subject, s.name = ? AS closed, cr.release_id
       FROM changes c
       JOIN change_statuses s ON s.id = c.status_id
       LEFT JOIN change_releases cr ON cr.change_id = c.id
       WHERE c.id = ?`,
    )
    .get(CLOSED_CHANGE_STATUS, id) as (Omit<ChangeState, 'closed'> & { closed: number }) | undefined;
  return row && { ...row, closed: row.closed === 1 };
}
