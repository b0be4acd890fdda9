import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserProfile } from '../../db/users/users';
import type { NewAttachment } from '../../db/records/attachments';
import { updateFromForm, type RecordForm } from '../../db/records/form-save';
import type { Db } from '../../db/types';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { readFlag } from '../../http/form-fields';
import { readFormBody, type FormBody } from '../../http/form-body';
import { requestSession } from '../../http/session';
import { userCan } from '../../db/users/permissions';
import { readPathId } from '../../http/path-params';
import { readString, type RawQuery } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { Validator } from '../../http/validator';
import type { UploadStore } from '../../uploads/store';
import { readRecordForm } from './form-input';
import {
  capitalised,
  notFoundMessage,
  permissionTo,
  requireTo,
  requireUnlocked,
  type RecordKind,
  type Verb,
} from './kind';
import { withStoredUpload } from './stored-upload';

export interface RecordSave {
  form: RecordForm;
  /** Reads and checks what a create needs (the form among it); returns the write that creates the record (its id). */
  prepareCreate: (
    request: FastifyRequest,
    fields: RawQuery,
    user: UserProfile,
  ) => (attachment: NewAttachment | undefined) => number;
  /**
   * Reads and checks what an update stores besides the form (its errors join the form's); returns
   * the write of it, run in the update's transaction.
   */
  prepareUpdateExtras?: (fields: RawQuery, validator: Validator) => (id: number, user: UserProfile) => void;
  /**
   * Runs in the update's transaction before anything is written; what it returns runs after the
   * update, in the same transaction (to react to what the update changed).
   */
  watchUpdate?: (id: number, user: UserProfile) => () => void;
}

/**
 * The body of a save that says itself whether it creates or updates: someone who may do neither
 * is refused before it is read. Its fields and files, and the `id` it names (none for a create).
 */
export async function readSaveBody(
  db: Db,
  request: FastifyRequest,
  noun: string,
): Promise<FormBody & { idText: string | undefined }> {
  const { user: signedIn } = requestSession(request);
  if (!['create', 'edit'].some((verb) => userCan(db, signedIn, permissionTo(verb as Verb, noun)))) {
    throw new ForbiddenError(`You do not have permission to create or edit ${noun}s.`);
  }
  const { fields, files } = await readFormBody(request);
  return { fields, files, idText: readString(fields, 'id', new Validator()) };
}

/**
 * POST {path}: create, or update when the form carries an id (the whole form over the record;
 * `attachment` replaces its file, `attachment_delete` removes it).
 */
export function recordSaveRoute(
  app: FastifyInstance,
  { db, uploads }: { db: Db; uploads: UploadStore },
  kind: RecordKind,
  path: string,
  save: RecordSave,
): void {
  app.post(`${SERVICE_DESK_API}/${path}`, async (request) => {
    const { fields, files, idText } = await readSaveBody(db, request, kind.noun);

    if (idText !== undefined) {
      const user = requireTo(db, request, 'edit', kind.noun);
      const id = readPathId(idText);
      if (id === undefined || !kind.find(db, id)) throw new NotFoundError(notFoundMessage(kind.noun));
      requireUnlocked(db, kind, id);
      const validator = new Validator();
      const writeExtras = save.prepareUpdateExtras?.(fields, validator);
      const input = readRecordForm(db, save.form, fields, { validator });
      const remove = readFlag(fields, 'attachment_delete');
      const update = db.transaction((upload: NewAttachment | undefined) => {
        const afterUpdate = save.watchUpdate?.(id, user);
        const removed = updateFromForm(db, save.form, id, input, user, { upload, remove });
        writeExtras?.(id, user);
        afterUpdate?.();
        return removed ?? [];
      });
      withStoredUpload(uploads, files.get('attachment'), update, (removed) => removed);
      return { message: `${capitalised(kind.noun)} updated successfully.`, data: { id } };
    }

    const user = requireTo(db, request, 'create', kind.noun);
    const create = save.prepareCreate(request, fields, user);
    const id = withStoredUpload(uploads, files.get('attachment'), create);
    return { message: `${capitalised(kind.noun)} created successfully.`, data: { id } };
  });
}
