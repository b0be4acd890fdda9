import { nowDbDate } from '../dates';
import { insertRow } from '../insert';
import { bold, logActivity, type Actor } from '../records/activity-log';
import type { Db } from '../types';
import type { CabInput, CabLevelInput } from './types';

/**
 * Creates (no id) or updates the definition with its levels as sent: a level with an id is kept
 * and rewritten, one without is added, a stored level left out is removed. Boards already applied
 * to changes are copies and stay as they are. Returns the CAB's id.
 */
export function saveCab(db: Db, input: CabInput, id: number | undefined, actor: Actor): number {
  const now = nowDbDate();
  const row = {
    name: input.name,
    action_on_approve: input.actionOnApprove,
    action_on_deny: input.actionOnDeny,
    send_auto_reminders: input.sendAutoReminders ? 1 : 0,
    reminder_interval: input.sendAutoReminders ? input.reminderInterval : null,
  };
  return db.transaction(() => {
    let cabId: number;
    if (id === undefined) {
      cabId = insertRow(db, 'cabs', { ...row, created_at: now, updated_at: now });
    } else {
      cabId = id;
      db.prepare(
        `UPDATE cabs SET name = ?, action_on_approve = ?, action_on_deny = ?, send_auto_reminders = ?,
           reminder_interval = ?, updated_at = ? WHERE id = ?`,
      ).run(
        row.name,
        row.action_on_approve,
        row.action_on_deny,
        row.send_auto_reminders,
        row.reminder_interval,
        now,
        id,
      );
    }
    saveLevels(db, cabId, input.levels);
    logActivity(db, 'sd_cab', cabId, actor, `${id === undefined ? 'created' : 'updated'} the CAB ${bold(input.name)}`);
    return cabId;
  })();
}

function saveLevels(db: Db, cabId: number, levels: readonly CabLevelInput[]): void {
  const kept = levels.flatMap((level) => (level.id === null ? [] : [level.id]));
  db.prepare('DELETE FROM cab_levels WHERE cab_id = ? AND id NOT IN (SELECT value FROM json_each(?))').run(
    cabId,
    JSON.stringify(kept),
  );
  // Orders are unique per CAB: move the kept levels out of the way before writing the new orders.
  db.prepare('UPDATE cab_levels SET level_order = -id WHERE cab_id = ?').run(cabId);
  const update = db.prepare('UPDATE cab_levels SET name = ?, level_order = ?, match = ? WHERE id = ?');
  const insertUser = db.prepare('INSERT INTO cab_level_users (level_id, user_id) VALUES (?, ?)');
  const insertType = db.prepare('INSERT INTO cab_level_user_types (level_id, user_type_id) VALUES (?, ?)');
  for (const level of levels) {
    let levelId: number;
    if (level.id === null) {
      levelId = insertRow(db, 'cab_levels', {
        cab_id: cabId,
        name: level.name,
        level_order: level.order,
        match: level.match,
      });
    } else {
      levelId = level.id;
      update.run(level.name, level.order, level.match, levelId);
      db.prepare('DELETE FROM cab_level_users WHERE level_id = ?').run(levelId);
      db.prepare('DELETE FROM cab_level_user_types WHERE level_id = ?').run(levelId);
    }
    for (const userId of new Set(level.userIds)) insertUser.run(levelId, userId);
    for (const typeId of new Set(level.userTypeIds)) insertType.run(levelId, typeId);
  }
}
