import { ASSET_STATUS_STORE } from '../../db/asset-statuses/asset-statuses';
import type { Routes } from '../deps';
import { referenceRoutes } from '../records/reference-record';
import { textRecord } from '../records/text-record';

/** The asset statuses, kept by administrators: asset-status-list, asset-status/{id}, POST asset-status. */
export const assetStatusRoutes: Routes = referenceRoutes(
  textRecord({
    http: { path: 'asset-status', listKey: 'data', recordKey: 'asset_status' },
    // "The name should be less than 50 characters."
    unique: { name: 'name', label: 'name', max: 50 },
    texts: [{ name: 'description', label: 'description', max: 1000, required: true }],
    store: ASSET_STATUS_STORE,
  }),
);
