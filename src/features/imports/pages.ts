import type { PageDeclaration } from '../../federation/routeDeclaration';

export const ASSET_IMPORTER_PATH = '/service-desk/asset-importer/settings';
export const IMPORT_TRACKING_ROOT = '/service-desk/import-tracking';

/** The importer and the import progress page, in the order the area's route table matches them. */
export const importPages = {
  assetImporter: { pattern: ASSET_IMPORTER_PATH, title: 'Asset import' },
  tracking: { pattern: `${IMPORT_TRACKING_ROOT}/:id`, title: 'Import progress' },
} satisfies Record<string, PageDeclaration>;
