import { listAssetCustomFields } from '../../db/assets/custom-fields';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { Routes } from '../deps';
import { requireTo } from '../records/kind';

/** GET asset-custom-field-list → `data.custom_fields`: every custom field of the asset form (the list filters on them). */
export const assetCustomFieldRoutes: Routes = (app, { db }) => {
  app.get(`${SERVICE_DESK_API}/asset-custom-field-list`, async (request) => {
    requireTo(db, request, 'view', 'asset');
    return { data: { custom_fields: listAssetCustomFields(db) } };
  });
};
