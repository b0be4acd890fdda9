import { insertAttachment, type NewAttachment } from '../records/attachments';
import { logChangeActivity } from '../changes/activity-log';
import { nowDbDate } from '../dates';
import { bold, type Actor } from '../records/activity-log';
import type { Db } from '../types';

/** Owner type of a release's attachment. */
export const RELEASE_OWNER_TYPE = 'sd_releases';

export interface ReleaseInput {
  subject: string;
  identifier: string | undefined;
  description: string;
  status_id: number;
  priority_id: number;
  release_type_id: number;
  location_id: number | null;
  planned_start_date: string | null;
  planned_end_date: string | null;
  asset_ids: number[];
  /** The change the release is created from: it is attached to the new release. */
  change_id: number | undefined;
}

/** Creates a release (identifier REL-{id} when none is given), its assets and its change link. */
export function createRelease(
  db: Db,
  input: ReleaseInput,
  attachment: NewAttachment | undefined,
  actor: Actor,
): number {
  return db.transaction(() => {
    const now = nowDbDate();
    const id = Number(
      db
        .prepare(
          `INSERT INTO releases (identifier, subject, description, status_id, priority_id, release_type_id,
             location_id, planned_start_date, planned_end_date, created_at, updated_at)
           VALUES ('', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          input.subject,
          input.description,
          input.status_id,
          input.priority_id,
          input.release_type_id,
          input.location_id,
          input.planned_start_date,
          input.planned_end_date,
          now,
          now,
        ).lastInsertRowid,
    );
    const identifier = input.identifier ?? `REL-${String(id).padStart(4, '0')}`;
    db.prepare('UPDATE releases SET identifier = ? WHERE id = ?').run(identifier, id);
    const link = db.prepare('INSERT OR IGNORE INTO release_assets (release_id, asset_id) VALUES (?, ?)');
    for (const assetId of input.asset_ids) link.run(id, assetId);
    if (attachment) insertAttachment(db, { type: RELEASE_OWNER_TYPE, id }, attachment);
    if (input.change_id !== undefined) {
      db.prepare('INSERT INTO change_releases (change_id, release_id, created_at) VALUES (?, ?, ?)').run(
        input.change_id,
        id,
        now,
      );
      db.prepare('UPDATE changes SET updated_at = ? WHERE id = ?').run(now, input.change_id);
      logChangeActivity(
        db,
        input.change_id,
        actor,
        `created and attached the new release ${bold(`${identifier} ${input.subject}`)}`,
      );
    }
    return id;
  })();
}
