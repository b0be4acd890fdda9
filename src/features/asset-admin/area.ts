import { adminArea } from '../../federation/areaOf';
import { assetAdminPages } from './pages';

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
});
