export const IMPORT_TRACKING_ROOT = '/service-desk/import-tracking';

/** The importer and the import progress page, in the order the area's route table matches them. */
export const importPages = {
  assetImporter: { pattern: '/service-desk/asset-importer/settings', title: 'Asset import' },
  tracking: { pattern: `${IMPORT_TRACKING_ROOT}/:id`, title: 'Import progress' },
};
