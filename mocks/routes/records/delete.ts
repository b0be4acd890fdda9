import type { FastifyInstance } from 'fastify';
import { deleteRecord } from '../../db/records/delete';
import type { Db } from '../../db/types';
import { userCan } from '../../db/users/permissions';
import type { UserProfile } from '../../db/users/users';
import { NotFoundError } from '../../http/errors';
import { readPathId } from '../../http/path-params';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { UploadStore } from '../../uploads/store';
import { capitalised, notFoundMessage, permissionTo, requireTo, type RecordKind } from './kind';

/** DELETE {path}/{id}: the record with its planning entries and files. */
export function deleteRecordRoute(
  app: FastifyInstance,
  { db, uploads }: { db: Db; uploads: UploadStore },
  kind: RecordKind,
  path: string,
): void {
  app.delete<{ Params: { id: string } }>(`${SERVICE_DESK_API}/${path}/:id`, async (request) => {
    requireTo(db, request, 'delete', kind.noun);
    const id = readPathId(request.params.id);
    const removed = id === undefined ? undefined : deleteRecord(db, kind.owner, id);
    if (!removed) throw new NotFoundError(notFoundMessage(kind.noun));
    for (const path of removed) uploads.remove(path);
    return { message: `${capitalised(kind.noun)} deleted successfully.` };
  });
}

/** The list rows' is_edit and is_delete: what the user may do to records of this kind. */
export function rowFlags(db: Db, user: UserProfile, kind: RecordKind): { is_edit: boolean; is_delete: boolean } {
  return {
    is_edit: userCan(db, user, permissionTo('edit', kind.noun)),
    is_delete: userCan(db, user, permissionTo('delete', kind.noun)),
  };
}
