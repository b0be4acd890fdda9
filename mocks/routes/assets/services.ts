import type { FastifyRequest } from 'fastify';
import {
  ASSET_SERVICES,
  ASSET_SERVICE_TYPES,
  attachAssetTo,
  detachAssetFrom,
  notHolding,
  type AssetServiceType,
} from '../../db/assets/services';
import { isCabApprovalPending } from '../../db/change-approvals/pending';
import type { Db } from '../../db/types';
import { ValidationError } from '../../http/errors';
import { readFormBody } from '../../http/form-body';
import { readChoice, type RawQuery } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { CHANGE_LOCKED } from '../changes/kind';
import { readIdsToAttach } from '../records/associations';
import { recordFromPath, requireTo } from '../records/kind';
import { ASSET_KIND } from './detail';

const NO_RECORDS = 'Please select at least one record.';

/** The body's type: one of the records an asset is attached to; 422 otherwise. */
function readServiceType(fields: RawQuery): AssetServiceType {
  const validator = new Validator();
  const type = readChoice(fields, 'type', ASSET_SERVICE_TYPES, validator);
  if (type === undefined && !validator.hasErrors()) validator.add('type', 'The type field is required.');
  validator.throwIfFailed();
  return type as AssetServiceType;
}

/** The body's type and type_ids (existing records of that type, at least one); 422 otherwise. */
async function readServices(db: Db, request: FastifyRequest): Promise<{ type: AssetServiceType; ids: number[] }> {
  const { fields } = await readFormBody(request);
  const type = readServiceType(fields);
  const validator = new Validator();
  const ids = readIdsToAttach(db, fields, 'type_ids', ASSET_SERVICES[type].table, NO_RECORDS, validator);
  validator.throwIfFailed();
  if (type === 'sd_changes' && ids.some((id) => isCabApprovalPending(db, id))) {
    throw new ValidationError({ type_ids: [CHANGE_LOCKED] }, CHANGE_LOCKED);
  }
  return { type, ids };
}

/**
 * POST attach-asset-services/{assetId} and DELETE detach-asset-services/{assetId} (body: type,
 * type_ids): the asset joins or leaves tickets, problems, changes, releases or contracts.
 */
export const assetServiceRoutes: Routes = (app, { db }) => {
  app.post<{ Params: { id: string } }>(`${SERVICE_DESK_API}/attach-asset-services/:id`, async (request) => {
    const user = requireTo(db, request, 'attach', 'asset');
    const asset = recordFromPath(db, ASSET_KIND, request.params.id);
    const { type, ids } = await readServices(db, request);
    attachAssetTo(db, asset.id, type, ids, user);
    return { message: 'Asset attached successfully.' };
  });

  app.delete<{ Params: { id: string } }>(`${SERVICE_DESK_API}/detach-asset-services/:id`, async (request) => {
    const user = requireTo(db, request, 'detach', 'asset');
    const asset = recordFromPath(db, ASSET_KIND, request.params.id);
    const { type, ids } = await readServices(db, request);
    if (notHolding(db, asset.id, type, ids).length > 0) {
      const message = `The asset is not attached to the selected ${ASSET_SERVICES[type].noun}.`;
      throw new ValidationError({ type_ids: [message] }, message);
    }
    detachAssetFrom(db, asset.id, type, ids, user);
    return { message: 'Asset detached successfully.' };
  });
};
