export type { AssetOwnerType, AssetRow } from './types';
export {
  attachAssets,
  attachableScope,
  detachAsset,
  fetchAssetList,
  fetchAssetsOf,
  type AssetOwner,
  type AttachOwner,
} from './calls';
export { assetKeys, assetMutations, assetQueries } from './queries';
