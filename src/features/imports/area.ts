import { adminArea } from '../../federation/areaOf';
import { IMPORT_TRACKING_ROOT, importPages } from './pages';

/** Importing assets from a file, and following an import's progress. */
export const importArea = adminArea({
  id: 'imports',
  pages: importPages,
  menu: { menu_asset_import: 'assetImporter' },
  paths: ['/service-desk/asset-importer', IMPORT_TRACKING_ROOT],
});
