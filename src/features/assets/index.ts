/** What other areas may use of the asset area. */
export { assetPaths } from './paths';
export { ChangeImpactButton } from './relationships/ChangeImpactButton';
export { useAssetFilterFields } from './list/useAssetFilterFields';
export { assetListColumns } from './list/assetListColumns';
