import { assetsOfChange, impactOf } from '../../db/asset-relationships/impact';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { Routes } from '../deps';
import { requireTo } from '../records/kind';
import { existingIdFromPath } from '../records/lookup';

/**
 * What depends on an asset (asset-impact/{id}) or on the assets of a change
 * (change-impact/{changeId}), transitively, with the open tickets, problems and changes of each
 * asset reached. Both need the permission to view assets.
 */
export const assetImpactRoutes: Routes = (app, { db }) => {
  const api = SERVICE_DESK_API;

  app.get<{ Params: { id: string } }>(`${api}/asset-impact/:id`, async (request) => {
    requireTo(db, request, 'view', 'asset');
    const assetId = existingIdFromPath(db, request.params.id, 'assets', 'Asset not found.');
    return { data: impactOf(db, [assetId]) };
  });

  app.get<{ Params: { changeId: string } }>(`${api}/change-impact/:changeId`, async (request) => {
    requireTo(db, request, 'view', 'asset');
    const changeId = existingIdFromPath(db, request.params.changeId, 'changes', 'Change not found.');
    return { data: impactOf(db, assetsOfChange(db, changeId)) };
  });
};
