import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import type { UserProfile } from '../../db/users/users';
import { ValidationError } from '../../http/errors';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { capitalised, requireTo, writableRecordFromPath, type RecordKind } from './kind';

/** POST {path}/{id}: closes the record; 422 when `close` finds it closed already. */
export function closeRoute(
  app: FastifyInstance,
  db: Db,
  kind: RecordKind,
  path: string,
  close: (db: Db, id: number, actor: UserProfile) => boolean,
): void {
  app.post<{ Params: { id: string } }>(`${SERVICE_DESK_API}/${path}/:id`, async (request) => {
    const user = requireTo(db, request, 'close', kind.noun);
    const record = writableRecordFromPath(db, kind, request.params.id);
    if (!close(db, record.id, user)) {
      const message = `The ${kind.noun} is already closed.`;
      throw new ValidationError({ [kind.noun]: [message] }, message);
    }
    return { message: `${capitalised(kind.noun)} closed successfully.` };
  });
}
