import { referenceRecordQueries } from '../referenceRecords';
import { ASSET_TYPE_API } from './calls';
import type { AssetType } from './types';

export const {
  keys: assetTypeKeys,
  queries: assetTypeQueries,
  mutations: assetTypeMutations,
} = referenceRecordQueries<AssetType, AssetType>('asset-types', ASSET_TYPE_API);
