import { assetActions } from '../../db/assets/actions';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { Routes } from '../deps';
import { deleteRecordRoute } from '../records/delete';
import { recordFromPath, requireTo } from '../records/kind';
import { ASSET_KIND } from './detail';

/** GET asset-action/{id} (`asset_actions`: what the user may do on the asset page) and DELETE asset-delete/{id}. */
export const assetActionRoutes: Routes = (app, deps) => {
  const { db } = deps;
  app.get<{ Params: { id: string } }>(`${SERVICE_DESK_API}/asset-action/:id`, async (request) => {
    const user = requireTo(db, request, 'view', 'asset');
    recordFromPath(db, ASSET_KIND, request.params.id);
    return { data: { asset_actions: assetActions(db, user) } };
  });

  deleteRecordRoute(app, deps, ASSET_KIND, 'asset-delete');
};
