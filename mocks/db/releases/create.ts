import { insertAttachment, type NewAttachment } from '../records/attachments';
import { CHANGE_RELEASE } from '../changes/links';
import { nowDbDate } from '../dates';
import { insertRow } from '../insert';
import { assetsOf, linkRecords } from '../records/associations';
import { touchRecord } from '../records/owners';
import type { Db } from '../types';
import { bold, logActivity, type Actor } from '../records/activity-log';

export interface ReleaseInput {
  subject: string;
  /** Empty: REL-{id}. */
  identifier: string;
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
    const id = insertRow(db, 'releases', {
      identifier: '',
      subject: input.subject,
      description: input.description,
      status_id: input.status_id,
      priority_id: input.priority_id,
      release_type_id: input.release_type_id,
      location_id: input.location_id,
      planned_start_date: input.planned_start_date,
      planned_end_date: input.planned_end_date,
      created_at: now,
      updated_at: now,
    });
    const identifier = input.identifier || `REL-${String(id).padStart(4, '0')}`;
    db.prepare('UPDATE releases SET identifier = ? WHERE id = ?').run(identifier, id);
    linkRecords(db, assetsOf('sd_releases'), id, input.asset_ids);
    if (attachment) insertAttachment(db, { type: 'sd_releases', id }, attachment);
    if (input.change_id !== undefined) {
      linkRecords(db, CHANGE_RELEASE, input.change_id, [id], { created_at: now });
      touchRecord(db, 'sd_changes', input.change_id, now);
      logActivity(
        db,
        'sd_changes',
        input.change_id,
        actor,
        `created and attached the new release ${bold(`${identifier} ${input.subject}`)}`,
      );
    }
    return id;
  })();
}
