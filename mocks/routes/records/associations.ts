import type { FastifyInstance } from 'fastify';
import { assetsOf, attachToRecord, detachFromRecord, type Association } from '../../db/records/associations';
import type { LabelledTable } from '../../db/labels';
import type { Db } from '../../db/types';
import type { UserProfile } from '../../db/users/users';
import { NotFoundError, ValidationError } from '../../http/errors';
import { readReferenceList } from '../../http/form-fields';
import { readFormBody } from '../../http/form-body';
import type { RawQuery } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { Validator } from '../../http/validator';
import {
  capitalised,
  notFoundMessage,
  recordFromPath,
  requireTo,
  requireUnlocked,
  writableRecordFromPath,
  type RecordKind,
} from './kind';
import { existingIdFromPath } from './lookup';

export const NO_ASSETS = 'Please select assets.';

/** A list of existing records to attach: at least one, else 422 with `emptyMessage` as the message too. */
export function readIdsToAttach(
  db: Db,
  fields: RawQuery,
  name: string,
  table: LabelledTable,
  emptyMessage: string,
  validator: Validator,
): number[] {
  const ids = readReferenceList(db, fields, name, table, validator);
  if (!validator.hasErrors() && ids.length === 0) throw new ValidationError({ [name]: [emptyMessage] }, emptyMessage);
  return ids;
}

/** POST {path}/{id} with asset_ids: attaches assets to the record. */
export function attachAssetsRoute(app: FastifyInstance, db: Db, kind: RecordKind, path: string): void {
  app.post<{ Params: { id: string } }>(`${SERVICE_DESK_API}/${path}/:id`, async (request) => {
    const user = requireTo(db, request, 'attach', 'asset');
    const record = recordFromPath(db, kind, request.params.id);
    const { fields } = await readFormBody(request);
    const validator = new Validator();
    const assetIds = readIdsToAttach(db, fields, 'asset_ids', 'assets', NO_ASSETS, validator);
    validator.throwIfFailed();
    requireUnlocked(db, kind, record.id);
    attachToRecord(db, kind.owner, record.id, assetsOf(kind.owner), assetIds, user);
    return { message: 'Assets attached successfully.' };
  });
}

/** DELETE {path}/{id}/{attachedId}: detaches one record (an asset, a ticket) from the record. */
export function detachRoute(
  app: FastifyInstance,
  db: Db,
  kind: RecordKind,
  path: string,
  association: Association,
): void {
  const { noun } = association;
  app.delete<{ Params: { id: string; otherId: string } }>(
    `${SERVICE_DESK_API}/${path}/:id/:otherId`,
    async (request) => {
      const user = requireTo(db, request, 'detach', noun);
      const record = writableRecordFromPath(db, kind, request.params.id);
      const otherId = existingIdFromPath(db, request.params.otherId, association.label, notFoundMessage(noun));
      if (!detachFromRecord(db, kind.owner, record.id, association, otherId, user)) {
        throw new NotFoundError(`The ${noun} is not attached to this ${kind.noun}.`);
      }
      return { message: `${capitalised(noun)} detached successfully.` };
    },
  );
}

/** What attaching the one record of its kind a record may hold does: false when it holds one already. */
type AttachOne = (db: Db, id: number, attachedId: number, actor: UserProfile) => boolean;

/** POST {path}/{id}/{attachedId}: attaches the record's one `noun` (a problem's change, a change's release). */
export function attachOneRoute(
  app: FastifyInstance,
  db: Db,
  kind: RecordKind,
  path: string,
  noun: 'change' | 'release',
  attach: AttachOne,
): void {
  app.post<{ Params: { id: string; otherId: string } }>(`${SERVICE_DESK_API}/${path}/:id/:otherId`, async (request) => {
    const user = requireTo(db, request, 'attach', noun);
    const record = writableRecordFromPath(db, kind, request.params.id);
    const attachedId = existingIdFromPath(db, request.params.otherId, `${noun}s`, notFoundMessage(noun));
    if (!attach(db, record.id, attachedId, user)) {
      const message = `A ${noun} is already attached to this ${kind.noun}.`;
      throw new ValidationError({ [`${noun}_id`]: [message] }, message);
    }
    return { message: `${capitalised(noun)} attached successfully.` };
  });
}
