import type { Db } from '../types';
import { OWNERS, type OwnerType } from './owners';

/**
 * Deletes a record with everything it owns. Its links and activity log go by cascade; planning
 * entries and attachment rows are keyed by owner type, so they are removed here. Returns the
 * storage paths of its files (the caller deletes them), or undefined when there was no such record.
 */
export function deleteRecord(db: Db, owner: OwnerType, id: number): string[] | undefined {
  return db.transaction(() => {
    const { table } = OWNERS[owner];
    if (db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id) === undefined) return undefined;
    const paths = db
      .prepare('SELECT storage_path FROM attachments WHERE owner_type = ? AND owner_id = ?')
      .pluck()
      .all(owner, id) as string[];
    db.prepare('DELETE FROM attachments WHERE owner_type = ? AND owner_id = ?').run(owner, id);
    db.prepare('DELETE FROM planning_popups WHERE owner_type = ? AND owner_id = ?').run(owner, id);
    db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(id);
    return paths;
  })();
}
