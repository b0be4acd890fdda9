/** What other areas may use of the asset admin area. */
export { assetStatusPaths, assetTypePaths, cmdbRelationPaths } from './paths';
