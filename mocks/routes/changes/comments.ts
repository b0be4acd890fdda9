import type { FastifyRequest } from 'fastify';
import {
  addComment,
  decodeCursor,
  deleteComment,
  findComment,
  listChangeComments,
  updateComment,
  type ChangeComment,
} from '../../db/changes/comments';
import type { Db } from '../../db/types';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { readFlag, readRichText } from '../../http/form-fields';
import { readFormBody, type UploadedFile } from '../../http/form-body';
import { readPathId } from '../../http/path-params';
import { asRawQuery, readString, type RawQuery } from '../../http/query';
import { Validator } from '../../http/validator';
import type { UserProfile } from '../../db/users/users';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { Routes } from '../deps';
import { requireTo } from '../records/kind';
import { storeUpload } from '../records/stored-upload';
import { CHANGES, changeFromField } from './kind';

/** The cursor of the first page: the client sends this literal placeholder. */
export const FIRST_COMMENT_CURSOR = 'initial';

/** The files of a comment: fields `attachments`, `attachments[]`, `attachments[0]`, ... */
function commentFiles(files: Map<string, UploadedFile>): UploadedFile[] {
  return [...files.entries()].filter(([name]) => /^attachments(\[\d*\])?$/.test(name)).map(([, file]) => file);
}

function readType(fields: RawQuery, validator: Validator): void {
  const type = readString(fields, 'type', validator);
  if (type === undefined) validator.add('type', 'The type field is required.');
  else if (type !== 'change') validator.add('type', 'The selected type is invalid.');
}

function readContent(fields: RawQuery, validator: Validator): string | undefined {
  const comment = readRichText(fields, 'comment', validator);
  if (comment === undefined) {
    validator.add('comment', 'The comment field is required.');
    return undefined;
  }
  return comment;
}

/** The comment named by comment_id, on that change, that this user may change (its author or an admin). */
function ownComment(
  db: Db,
  fields: RawQuery,
  changeId: number,
  user: UserProfile,
  validator: Validator,
): ChangeComment {
  const text = readString(fields, 'comment_id', validator);
  if (text === undefined) validator.add('comment_id', 'The comment id field is required.');
  else if (readPathId(text) === undefined) validator.add('comment_id', 'The comment id must be an integer.');
  validator.throwIfFailed();
  const comment = findComment(db, readPathId(text as string) as number);
  if (!comment || comment.change_id !== changeId) throw new NotFoundError('Comment not found.');
  if (user.role !== 'admin' && comment.creator?.id !== user.id) {
    throw new ForbiddenError('You can only change your own comments.');
  }
  return comment;
}

async function allFields(request: FastifyRequest): Promise<{ fields: RawQuery; files: Map<string, UploadedFile> }> {
  const { fields, files } = await readFormBody(request);
  return { fields: { ...asRawQuery(request.query), ...fields }, files };
}

/** A change's discussion: a cursor-paged thread of comments with replies and files. */
export const changeCommentRoutes: Routes = (app, { db, uploads }) => {
  const api = SERVICE_DESK_API;
  /**
   * Who writes, the body, and the change it names (type=change); field errors collect in the
   * validator. Writing in a discussion is acting on the change: viewing it is not enough.
   */
  const readWrite = async (request: FastifyRequest) => {
    const user = requireTo(db, request, 'edit', CHANGES.noun);
    const { fields, files } = await allFields(request);
    const validator = new Validator();
    const change = changeFromField(db, fields, validator);
    readType(fields, validator);
    return { user, fields, files, validator, change };
  };

  app.get(`${api}/get-change-comments`, async (request) => {
    requireTo(db, request, 'view', CHANGES.noun);
    const query = asRawQuery(request.query);
    const validator = new Validator();
    readType(query, validator);
    const change = changeFromField(db, query, validator);
    const cursor = readString(query, 'cursor', validator);
    let beforeId: number | undefined;
    if (cursor !== undefined && cursor !== FIRST_COMMENT_CURSOR) {
      beforeId = decodeCursor(cursor);
      if (beforeId === undefined) validator.add('cursor', 'The cursor is invalid.');
    }
    validator.throwIfFailed();
    return { data: listChangeComments(db, change.id, beforeId) };
  });

  app.post(`${api}/add-change-comment`, async (request) => {
    const { user, fields, files, validator, change } = await readWrite(request);
    const content = readContent(fields, validator);
    const parentText = readString(fields, 'parent_id', validator);
    let parentId: number | null = null;
    if (parentText !== undefined && parentText !== 'null') {
      const parent = readPathId(parentText);
      const comment = parent === undefined ? undefined : findComment(db, parent);
      if (!comment || comment.change_id !== change.id || comment.parent_id !== null) {
        validator.add('parent_id', 'The selected parent id is invalid.');
      } else parentId = comment.id;
    }
    validator.throwIfFailed();
    const stored = commentFiles(files).map((file) => storeUpload(uploads, file));
    try {
      addComment(db, change.id, { content: content as string, parentId }, stored, user);
    } catch (error) {
      for (const file of stored) uploads.remove(file.storagePath);
      throw error;
    }
    return { message: 'Comment added successfully.' };
  });

  app.put(`${api}/update-change-comment`, async (request) => {
    const { user, fields, files, validator, change } = await readWrite(request);
    const content = readContent(fields, validator);
    const comment = ownComment(db, fields, change.id, user, validator);
    validator.throwIfFailed();
    const stored = commentFiles(files).map((file) => storeUpload(uploads, file));
    const removed = updateComment(
      db,
      comment.id,
      change.id,
      content as string,
      stored,
      readFlag(fields, 'attachment_delete'),
      user,
    );
    for (const path of removed) uploads.remove(path);
    return { message: 'Comment updated successfully.' };
  });

  app.delete(`${api}/delete-change-comment`, async (request) => {
    const { user, fields, validator, change } = await readWrite(request);
    validator.throwIfFailed();
    const comment = ownComment(db, fields, change.id, user, validator);
    for (const path of deleteComment(db, comment.id, change.id, user)) uploads.remove(path);
    return { message: 'Comment deleted successfully.' };
  });
};
