import {
  deleteOwnedAttachments,
  insertAttachment,
  listOwnedAttachments,
  type AttachmentView,
  type NewAttachment,
} from '../records/attachments';
import { nowDbDate } from '../dates';
import { insertRow } from '../insert';
import type { Db } from '../types';
import { creatorJson, readJsonRow, readJsonRows, type Creator } from '../sql-json';
import { logActivity, type Actor } from '../records/activity-log';

/** Owner type of a comment's files (download owner `sd_change_comment:{commentId}`). */
export const COMMENT_OWNER_TYPE = 'sd_change_comment';
/** Top-level comments per page of the thread. */
export const COMMENT_PAGE_SIZE = 10;

export interface ChangeComment {
  id: number;
  change_id: number;
  parent_id: number | null;
  content: string;
  created_at: string;
  updated_at: string;
  creator: Creator | null;
  attachments: AttachmentView[];
  /** Replies (top-level comments only), oldest first. */
  replies?: ChangeComment[];
}

type Row = Omit<ChangeComment, 'attachments' | 'replies'>;

const SELECT = `SELECT c.id, c.change_id, c.parent_id, c.content, c.created_at, c.updated_at,
  ${creatorJson('u')} AS creator
  FROM change_comments c LEFT JOIN users u ON u.id = c.creator_id`;

function withAttachments(db: Db, row: Row): ChangeComment {
  return { ...row, attachments: listOwnedAttachments(db, { type: COMMENT_OWNER_TYPE, id: row.id }) };
}

/**
 * One page of the thread, newest top-level comment first, each with its replies. `beforeId`
 * continues after the last comment of the previous page; next_cursor is null on the last page.
 */
export function listChangeComments(
  db: Db,
  changeId: number,
  beforeId: number | undefined,
): { data: ChangeComment[]; next_cursor: string | null } {
  const rows = readJsonRows<Row>(
    db,
    `${SELECT} WHERE c.change_id = ? AND c.parent_id IS NULL AND c.id < ? ORDER BY c.id DESC LIMIT ?`,
    ['creator'],
    changeId,
    beforeId ?? Number.MAX_SAFE_INTEGER,
    COMMENT_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, COMMENT_PAGE_SIZE);
  const repliesTo = (id: number) =>
    readJsonRows<Row>(db, `${SELECT} WHERE c.parent_id = ? ORDER BY c.id`, ['creator'], id).map((reply) =>
      withAttachments(db, reply),
    );
  return {
    data: page.map((row) => ({ ...withAttachments(db, row), replies: repliesTo(row.id) })),
    next_cursor: rows.length > COMMENT_PAGE_SIZE ? encodeCursor(page[page.length - 1].id) : null,
  };
}

export function encodeCursor(id: number): string {
  return Buffer.from(JSON.stringify({ before: id })).toString('base64url');
}

/** The id a cursor continues before; undefined when it is not one of ours. */
export function decodeCursor(cursor: string): number | undefined {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { before?: unknown };
    return typeof value.before === 'number' && Number.isSafeInteger(value.before) ? value.before : undefined;
  } catch {
    return undefined;
  }
}

export function findComment(db: Db, commentId: number): ChangeComment | undefined {
  const row = readJsonRow<Row>(db, `${SELECT} WHERE c.id = ?`, ['creator'], commentId);
  return row && withAttachments(db, row);
}

export function addComment(
  db: Db,
  changeId: number,
  values: { content: string; parentId: number | null },
  files: readonly NewAttachment[],
  actor: Actor,
): number {
  return db.transaction(() => {
    const now = nowDbDate();
    const id = insertRow(db, 'change_comments', {
      change_id: changeId,
      parent_id: values.parentId,
      creator_id: actor.id,
      content: values.content,
      created_at: now,
      updated_at: now,
    });
    for (const file of files) insertAttachment(db, { type: COMMENT_OWNER_TYPE, id }, file);
    logActivity(
      db,
      'sd_changes',
      changeId,
      actor,
      values.parentId === null ? 'added a comment' : 'replied to a comment',
    );
    return id;
  })();
}

/** Replaces the text; new files are added, `removeAttachments` drops the old ones. Returns removed paths. */
export function updateComment(
  db: Db,
  commentId: number,
  changeId: number,
  content: string,
  files: readonly NewAttachment[],
  removeAttachments: boolean,
  actor: Actor,
): string[] {
  return db.transaction(() => {
    db.prepare('UPDATE change_comments SET content = ?, updated_at = ? WHERE id = ?').run(
      content,
      nowDbDate(),
      commentId,
    );
    const removed = removeAttachments ? deleteOwnedAttachments(db, { type: COMMENT_OWNER_TYPE, id: commentId }) : [];
    for (const file of files) insertAttachment(db, { type: COMMENT_OWNER_TYPE, id: commentId }, file);
    logActivity(db, 'sd_changes', changeId, actor, 'updated a comment');
    return removed;
  })();
}

/** Deletes the comment with its replies and their files; returns the removed paths. */
export function deleteComment(db: Db, commentId: number, changeId: number, actor: Actor): string[] {
  return db.transaction(() => {
    const ids = (
      db.prepare('SELECT id FROM change_comments WHERE id = ? OR parent_id = ?').all(commentId, commentId) as {
        id: number;
      }[]
    ).map((row) => row.id);
    const removed = ids.flatMap((id) => deleteOwnedAttachments(db, { type: COMMENT_OWNER_TYPE, id }));
    db.prepare('DELETE FROM change_comments WHERE id = ? OR parent_id = ?').run(commentId, commentId);
    logActivity(db, 'sd_changes', changeId, actor, 'deleted a comment');
    return removed;
  })();
}
