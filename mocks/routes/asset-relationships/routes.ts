import { relationshipGraph } from '../../db/asset-relationships/graph';
import { addRelationships, relationGroupsOf, removeRelationships } from '../../db/asset-relationships/relationships';
import { NotFoundError, ValidationError } from '../../http/errors';
import { readFormBody } from '../../http/form-body';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { requireTo } from '../records/kind';
import { existingIdFromPath } from '../records/lookup';
import { readStatedRelationships, RELATION_REQUIRED, relationGiven } from './input';

const ASSET_NOT_FOUND = 'Asset not found.';

/**
 * The relationships between assets: an asset's table (cmdb-asset-table/{id}), its map
 * (cmdb-asset/{id}), make-cmdb and remove-cmdb. Reading needs the view permission, changing
 * an asset's relationships edit_asset.
 */
export const assetRelationshipRoutes: Routes = (app, { db }) => {
  const api = SERVICE_DESK_API;

  app.get<{ Params: { id: string } }>(`${api}/cmdb-asset-table/:id`, async (request) => {
    requireTo(db, request, 'view', 'asset');
    const assetId = existingIdFromPath(db, request.params.id, 'assets', ASSET_NOT_FOUND);
    return { data: { cmdb_data: relationGroupsOf(db, assetId) } };
  });

  app.get<{ Params: { id: string } }>(`${api}/cmdb-asset/:id`, async (request) => {
    requireTo(db, request, 'view', 'asset');
    const assetId = existingIdFromPath(db, request.params.id, 'assets', ASSET_NOT_FOUND);
    return { data: relationshipGraph(db, assetId) };
  });

  app.post(`${api}/make-cmdb`, async (request) => {
    const user = requireTo(db, request, 'edit', 'asset');
    const { fields } = await readFormBody(request);
    const validator = new Validator();
    const stated = readStatedRelationships(db, fields, validator, RELATION_REQUIRED);
    validator.throwIfFailed(relationGiven(fields) ? undefined : RELATION_REQUIRED);
    const refusal = addRelationships(db, stated, user);
    if (refusal !== undefined) throw new ValidationError({ child_asset_ids: [refusal] }, refusal);
    return { message: 'Relationship created successfully.' };
  });

  app.delete(`${api}/remove-cmdb`, async (request) => {
    const user = requireTo(db, request, 'edit', 'asset');
    const { fields } = await readFormBody(request);
    const validator = new Validator();
    const stated = readStatedRelationships(db, fields, validator, 'The relation field is required.');
    validator.throwIfFailed();
    if (removeRelationships(db, stated, user) === 0) throw new NotFoundError('Relationship not found.');
    return { message: 'Relationship removed successfully.' };
  });
};
