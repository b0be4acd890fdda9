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
  menu: [
    { labelKey: 'menu_asset_types', label: 'Asset types', page: 'typeList' },
    { labelKey: 'menu_asset_statuses', label: 'Asset statuses', page: 'statusList' },
    { labelKey: 'menu_cmdb_relations', label: 'CMDB relation types', page: 'relationList' },
    { labelKey: 'menu_barcode_settings', label: 'Barcode settings', page: 'barcodeSettings' },
    { labelKey: 'menu_announcement', label: 'Announcement', page: 'announcementSettings' },
  ],
  paths: [ASSET_TYPE_ROOT, ASSET_STATUS_ROOT, CMDB_RELATION_ROOT, BARCODE_SETTINGS_PATH, ANNOUNCEMENT_SETTINGS_PATH],
  load: () => import(/* webpackChunkName: "route-asset-admin" */ './routes'),
});
