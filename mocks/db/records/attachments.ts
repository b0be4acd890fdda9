import { nowDbDate } from '../dates';
import type { Db } from '../types';
import { bold, logActivity, type Actor } from './activity-log';
import type { OwnerType } from './owners';

/** Who an attachment belongs to: a record, or one of its planning entries. */
export interface AttachmentOwner {
  type: string;
  id: number;
  planningKey?: string;
}

export interface AttachmentRow {
  id: number;
  name: string;
  size: number;
  mime_type: string;
  storage_path: string;
  owner: string;
}

/** What the client gets: `value` is the original file name. */
export interface AttachmentView {
  id: number;
  value: string;
  size: number;
  type: string;
  owner: string;
  link: string;
}

/**
 * The owner as it appears in download links, as the spec writes it: the record, `sd_problem:12`,
 * for its own file and for its planning entries' files alike.
 */
export const OWNER_SQL = `(a.owner_type || ':' || a.owner_id)`;

const SELECT = `SELECT a.id, a.name, a.size, a.mime_type, a.storage_path, ${OWNER_SQL} AS owner FROM attachments a`;

export function ownerCondition(owner: AttachmentOwner): { sql: string; params: unknown[] } {
  return owner.planningKey === undefined
    ? { sql: 'a.owner_type = ? AND a.owner_id = ? AND a.planning_key IS NULL', params: [owner.type, owner.id] }
    : {
        sql: 'a.owner_type = ? AND a.owner_id = ? AND a.planning_key = ?',
        params: [owner.type, owner.id, owner.planningKey],
      };
}

/** Every attachment of an owner, oldest first. */
export function listOwnedAttachments(db: Db, owner: AttachmentOwner): AttachmentView[] {
  const where = ownerCondition(owner);
  const rows = db.prepare(`${SELECT} WHERE ${where.sql} ORDER BY a.id`).all(...where.params) as AttachmentRow[];
  return rows.map(toAttachmentView);
}

/** The newest attachment of an owner (the forms hold one at a time). */
export function findOwnedAttachment(db: Db, owner: AttachmentOwner): AttachmentRow | undefined {
  const where = ownerCondition(owner);
  return db.prepare(`${SELECT} WHERE ${where.sql} ORDER BY a.id DESC LIMIT 1`).get(...where.params) as
    AttachmentRow | undefined;
}

/** The attachment, only if it belongs to `owner` (the owner string of a download link). */
export function findAttachmentOfOwner(db: Db, id: number, owner: string): AttachmentRow | undefined {
  return db.prepare(`${SELECT} WHERE a.id = ? AND ${OWNER_SQL} = ?`).get(id, owner) as AttachmentRow | undefined;
}

export interface NewAttachment {
  name: string;
  size: number;
  mimeType: string;
  storagePath: string;
}

export function insertAttachment(db: Db, owner: AttachmentOwner, file: NewAttachment): number {
  return Number(
    db
      .prepare(
        `INSERT INTO attachments (owner_type, owner_id, planning_key, name, size, mime_type, storage_path, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        owner.type,
        owner.id,
        owner.planningKey ?? null,
        file.name,
        file.size,
        file.mimeType,
        file.storagePath,
        nowDbDate(),
      ).lastInsertRowid,
  );
}

/** Removes the owner's attachment rows and returns their storage paths (the caller deletes the files). */
export function deleteOwnedAttachments(db: Db, owner: AttachmentOwner): string[] {
  const where = ownerCondition(owner);
  const paths = (
    db.prepare(`SELECT a.storage_path FROM attachments a WHERE ${where.sql}`).all(...where.params) as {
      storage_path: string;
    }[]
  ).map((row) => row.storage_path);
  db.prepare(`DELETE FROM attachments AS a WHERE ${where.sql}`).run(...where.params);
  return paths;
}

export function downloadLink(id: number, owner: string): string {
  return `/service-desk/download/${id}/${encodeURIComponent(owner)}/attachment`;
}

export function toAttachmentView(row: AttachmentRow): AttachmentView {
  return {
    id: row.id,
    value: row.name,
    size: row.size,
    type: row.mime_type,
    owner: row.owner,
    link: downloadLink(row.id, row.owner),
  };
}

/** What a saved form does to the attachment it holds. */
export interface AttachmentChange {
  /** A new file replaces the current one. */
  upload?: NewAttachment;
  /** attachment_delete: remove the current one. */
  remove: boolean;
}

/** Applies a form's attachment change to an owner; returns the storage paths of removed files. */
export function replaceOwnedAttachment(db: Db, owner: AttachmentOwner, change: AttachmentChange): string[] {
  if (!change.upload && !change.remove) return [];
  const removed = deleteOwnedAttachments(db, owner);
  if (change.upload) insertAttachment(db, owner, change.upload);
  return removed;
}

/** Adds a file to a record and says so in its activity log. */
export function addRecordAttachment(db: Db, owner: OwnerType, id: number, file: NewAttachment, actor: Actor): void {
  insertAttachment(db, { type: owner, id }, file);
  logActivity(db, owner, id, actor, `added the attachment ${bold(file.name)}`);
}

/** A record's form saved with an attachment change: the file replaced or removed, and logged. */
export function replaceRecordAttachment(
  db: Db,
  owner: OwnerType,
  id: number,
  change: AttachmentChange,
  actor: Actor,
): string[] {
  const current = change.upload || change.remove ? findOwnedAttachment(db, { type: owner, id }) : undefined;
  const removed = replaceOwnedAttachment(db, { type: owner, id }, change);
  if (current) logActivity(db, owner, id, actor, `removed the attachment ${bold(current.name)}`);
  if (change.upload) logActivity(db, owner, id, actor, `added the attachment ${bold(change.upload.name)}`);
  return removed;
}
