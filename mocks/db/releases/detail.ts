import { listOwnedAttachments, type AttachmentView } from '../records/attachments';
import { assetRefsOf } from '../records/associations';
import type { RecordBasics } from '../records/owners';
import { jsonObject, readJsonRow, refJson, type Ref } from '../sql-json';
import type { Db } from '../types';
import { RELEASE_REFERENCE_JOINS } from './joins';

/** The Release entity as GET /release/{id} reads it (the view and the edit form). */
export interface ReleaseDetail extends RecordBasics {
  status: Ref;
  priority: Ref;
  release_type: Ref;
  location: { id: number; title: string } | null;
  planned_start_date: string | null;
  planned_end_date: string | null;
  attachment: AttachmentView[];
  attach_assets: Ref[];
  attach_changes: { id: number; identifier: string; subject: string }[];
}

type ReleaseFields = Omit<ReleaseDetail, 'attachment' | 'attach_assets' | 'attach_changes'>;

export function readRelease(db: Db, id: number): ReleaseDetail | undefined {
  const fields = readJsonRow<ReleaseFields>(
    db,
    `SELECT r.id, r.subject, r.identifier, r.description, r.created_at, r.updated_at,
            ${refJson('s')} AS status, ${refJson('p')} AS priority, ${refJson('t')} AS release_type,
            ${jsonObject({ id: 'l.id', title: 'l.title' }, 'l.id')} AS location,
            r.planned_start_date, r.planned_end_date
     FROM releases r
     ${RELEASE_REFERENCE_JOINS}
     WHERE r.id = ?`,
    ['status', 'priority', 'release_type', 'location'],
    id,
  );
  if (!fields) return undefined;
  const changes = db
    .prepare(
      `SELECT c.id, c.identifier, c.subject FROM change_releases cr JOIN changes c ON c.id = cr.change_id
       WHERE cr.release_id = ? ORDER BY c.id`,
    )
    .all(id) as ReleaseDetail['attach_changes'];
  return {
    ...fields,
    attachment: listOwnedAttachments(db, { type: 'sd_releases', id }),
    attach_assets: assetRefsOf(db, 'sd_releases', id),
    attach_changes: changes,
  };
}
