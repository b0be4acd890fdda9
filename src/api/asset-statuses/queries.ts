import { referenceRecordQueries } from '../referenceRecords';
import { ASSET_STATUS_API } from './calls';
import type { AssetStatus } from './types';

export const {
  keys: assetStatusKeys,
  queries: assetStatusQueries,
  mutations: assetStatusMutations,
} = referenceRecordQueries<AssetStatus, AssetStatus>('asset-statuses', ASSET_STATUS_API);
