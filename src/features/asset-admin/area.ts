import type { AreaDeclaration } from '../../federation/routeDeclaration';
import {
  ANNOUNCEMENT_SETTINGS_PATH,
  ASSET_STATUS_ROOT,
  ASSET_TYPE_ROOT,
  assetAdminPages,
  BARCODE_SETTINGS_PATH,
  CMDB_RELATION_ROOT,
} from './pages';

/**
 * The asset reference data administrators keep (asset types, asset statuses, CMDB relation types),
 * the barcode label settings and announcements.
 */
export const assetAdminArea: AreaDeclaration = {
  id: 'asset-admin',
  audience: 'admin',
  menu: [
    { labelKey: 'menu_asset_types', label: 'Asset types', href: ASSET_TYPE_ROOT, section: 'settings' },
    { labelKey: 'menu_asset_statuses', label: 'Asset statuses', href: ASSET_STATUS_ROOT, section: 'settings' },
    {
      labelKey: 'menu_cmdb_relations',
      label: 'CMDB relation types',
      href: CMDB_RELATION_ROOT,
      section: 'settings',
    },
    {
      labelKey: 'menu_barcode_settings',
      label: 'Barcode settings',
      href: BARCODE_SETTINGS_PATH,
      section: 'settings',
    },
    {
      labelKey: 'menu_announcement',
      label: 'Announcement',
      href: ANNOUNCEMENT_SETTINGS_PATH,
      section: 'settings',
    },
  ],
  application: {
    paths: [ASSET_TYPE_ROOT, ASSET_STATUS_ROOT, CMDB_RELATION_ROOT, BARCODE_SETTINGS_PATH, ANNOUNCEMENT_SETTINGS_PATH],
    pages: assetAdminPages,
    module: './src/features/asset-admin/routes',
    load: () => import(/* webpackChunkName: "route-asset-admin" */ './routes'),
  },
};
