import { nowDbDate } from '../dates';
import { bold, logActivity, type Actor } from '../records/activity-log';
import type { Db } from '../types';

/**
 * Deletes a level of a CAB holding more than one and numbers the others 1..n again, in one
 * transaction that counts the levels; false when it is the CAB's last level (nothing is written).
 */
export function deleteCabLevel(db: Db, level: { id: number; cab_id: number; name: string }, actor: Actor): boolean {
  return db.transaction(() => {
    const removed = db
      .prepare('DELETE FROM cab_levels WHERE id = ? AND (SELECT COUNT(*) FROM cab_levels WHERE cab_id = ?) > 1')
      .run(level.id, level.cab_id).changes;
    if (removed !== 1) return false;
    const left = db.prepare('SELECT id FROM cab_levels WHERE cab_id = ? ORDER BY level_order').all(level.cab_id) as {
      id: number;
    }[];
    // Orders are unique per CAB: move the levels out of the way before numbering them again.
    db.prepare('UPDATE cab_levels SET level_order = -id WHERE cab_id = ?').run(level.cab_id);
    const renumber = db.prepare('UPDATE cab_levels SET level_order = ? WHERE id = ?');
    left.forEach(({ id }, index) => renumber.run(index + 1, id));
    db.prepare('UPDATE cabs SET updated_at = ? WHERE id = ?').run(nowDbDate(), level.cab_id);
    logActivity(db, 'sd_cab', level.cab_id, actor, `deleted the level ${bold(level.name)}`);
    return true;
  })();
}
