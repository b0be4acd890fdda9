import { adminArea } from '../../federation/areaOf';
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
export const assetAdminArea = adminArea({
  id: 'asset-admin',
  pages: assetAdminPages,
  menu: {
    menu_asset_types: 'typeList',
    menu_asset_statuses: 'statusList',
    menu_cmdb_relations: { page: 'relationList', label: 'CMDB relation types' },
    menu_barcode_settings: 'barcodeSettings',
    menu_announcement: 'announcementSettings',
  },
  paths: [ASSET_TYPE_ROOT, ASSET_STATUS_ROOT, CMDB_RELATION_ROOT, BARCODE_SETTINGS_PATH, ANNOUNCEMENT_SETTINGS_PATH],
  load: () => import(/* webpackChunkName: "route-asset-admin" */ './routes'),
});
