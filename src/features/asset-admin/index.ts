/** What other areas may use of the asset admin area. */
export { assetStatusPaths, assetTypePaths, cmdbRelationPaths } from './paths';
/** The list and create/edit page of a named record administrators keep, for other admin areas. */
export { ReferenceList, type ReferenceListProps } from './list/ReferenceList';
export { dateColumns } from './list/dateColumns';
export { ReferenceFormPage } from './screens/ReferenceFormPage';
export type { ReferenceFormKind } from './form/ReferenceForm';
