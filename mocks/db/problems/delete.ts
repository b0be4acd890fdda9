import type { Db } from '../types';

export const PROBLEM_OWNER_TYPE = 'sd_problem';

/**
 * Deletes a problem with everything it owns. Links and activity logs go by cascade; planning
 * entries and attachment rows are polymorphic, so they are removed here. Returns the storage
 * paths of its files (the caller deletes them), or undefined when there was no such problem.
 */
export function deleteProblem(db: Db, id: number): string[] | undefined {
  return db.transaction(() => {
    const exists = db.prepare('SELECT 1 FROM problems WHERE id = ?').get(id) !== undefined;
    if (!exists) return undefined;
    const paths = (
      db
        .prepare('SELECT storage_path FROM attachments WHERE owner_type = ? AND owner_id = ?')
        .all(PROBLEM_OWNER_TYPE, id) as { storage_path: string }[]
    ).map((row) => row.storage_path);
    db.prepare('DELETE FROM attachments WHERE owner_type = ? AND owner_id = ?').run(PROBLEM_OWNER_TYPE, id);
    db.prepare('DELETE FROM planning_popups WHERE owner_type = ? AND owner_id = ?').run(PROBLEM_OWNER_TYPE, id);
    db.prepare('DELETE FROM problems WHERE id = ?').run(id);
    return paths;
  })();
}
