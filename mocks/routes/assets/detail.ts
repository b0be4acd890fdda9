import { findAssetDetail } from '../../db/assets/detail';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { Routes } from '../deps';
import { activityLogRoute } from '../records/activity-log';
import { recordFromPath, requireTo, type RecordKind } from '../records/kind';

export const ASSET_KIND: RecordKind = { owner: 'sd_assets', noun: 'asset', find: findAssetDetail };

/** GET asset/{id} (`data.asset`) and GET asset-log/{id} (`data.asset_activity_logs`). */
export const assetDetailRoutes: Routes = (app, { db }) => {
  app.get<{ Params: { id: string } }>(`${SERVICE_DESK_API}/asset/:id`, async (request) => {
    requireTo(db, request, 'view', 'asset');
    return { data: { asset: recordFromPath(db, ASSET_KIND, request.params.id) } };
  });
  activityLogRoute(app, db, ASSET_KIND, 'asset-log');
};
