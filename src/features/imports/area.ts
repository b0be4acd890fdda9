import type { AreaDeclaration } from '../../federation/routeDeclaration';
import { ASSET_IMPORTER_PATH, IMPORT_TRACKING_ROOT, importPages } from './pages';

/** Importing assets from a file, and following an import's progress. */
export const importArea: AreaDeclaration = {
  id: 'imports',
  audience: 'admin',
  menu: [{ labelKey: 'menu_asset_import', label: 'Asset import', href: ASSET_IMPORTER_PATH, section: 'settings' }],
  application: {
    paths: ['/service-desk/asset-importer', IMPORT_TRACKING_ROOT],
    pages: importPages,
    module: './src/features/imports/routes',
    load: () => import(/* webpackChunkName: "route-imports" */ './routes'),
  },
};
