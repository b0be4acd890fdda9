import { CHANGE_OWNER_TYPE } from './detail';
import type { Db } from '../types';

/**
 * Deletes a change. Its links, custom field values and activity log go by cascade (a problem's link
 * is cleared); its attachment rows are polymorphic, so they are removed here. Returns the storage
 * paths of its files (the caller deletes them), or undefined when there was no such change.
 */
export function deleteChange(db: Db, id: number): string[] | undefined {
  return db.transaction(() => {
    if (db.prepare('SELECT 1 FROM changes WHERE id = ?').get(id) === undefined) return undefined;
    const paths = (
      db
        .prepare('SELECT storage_path FROM attachments WHERE owner_type = ? AND owner_id = ?')
        .all(CHANGE_OWNER_TYPE, id) as { storage_path: string }[]
    ).map((row) => row.storage_path);
    db.prepare('DELETE FROM attachments WHERE owner_type = ? AND owner_id = ?').run(CHANGE_OWNER_TYPE, id);
    db.prepare('DELETE FROM planning_popups WHERE owner_type = ? AND owner_id = ?').run(CHANGE_OWNER_TYPE, id);
    db.prepare('DELETE FROM changes WHERE id = ?').run(id);
    return paths;
  })();
}
