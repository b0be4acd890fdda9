import type { Db } from '../types';

export const PROBLEM_OWNER_TYPE = 'sd_problem';

/**
 * Deletes a problem with everything it owns. Links and activity logs go by cascade; planning
 * entries and attachment rows are polymorphic, so they are removed here. Returns false when
 * there was no such problem.
 */
export function deleteProblem(db: Db, id: number): boolean {
  return db.transaction(() => {
    const exists = db.prepare('SELECT 1 FROM problems WHERE id = ?').get(id) !== undefined;
    if (!exists) return false;
    db.prepare('DELETE FROM attachments WHERE owner_type = ? AND owner_id = ?').run(PROBLEM_OWNER_TYPE, id);
    db.prepare('DELETE FROM planning_popups WHERE owner_type = ? AND owner_id = ?').run(PROBLEM_OWNER_TYPE, id);
    db.prepare('DELETE FROM problems WHERE id = ?').run(id);
    return true;
  })();
}
