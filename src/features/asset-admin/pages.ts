import type { PageDeclaration } from '../../federation/routeDeclaration';

export const ASSET_TYPE_ROOT = '/service-desk/asset-type';
export const ASSET_STATUS_ROOT = '/service-desk/asset-status';
export const CMDB_RELATION_ROOT = '/service-desk/cmdb-relation';
export const BARCODE_SETTINGS_PATH = '/service-desk/barcode/settings';
export const ANNOUNCEMENT_SETTINGS_PATH = '/service-desk/announcement/settings';

/** The asset admin pages, in the order the area's route table matches them. */
export const assetAdminPages = {
  typeList: { pattern: ASSET_TYPE_ROOT, title: 'Asset types' },
  typeCreate: { pattern: `${ASSET_TYPE_ROOT}/create`, title: 'New asset type' },
  typeEdit: { pattern: `${ASSET_TYPE_ROOT}/:id/edit`, title: 'Edit asset type' },
  statusList: { pattern: ASSET_STATUS_ROOT, title: 'Asset statuses' },
  statusCreate: { pattern: `${ASSET_STATUS_ROOT}/create`, title: 'New asset status' },
  statusEdit: { pattern: `${ASSET_STATUS_ROOT}/:id/edit`, title: 'Edit asset status' },
  relationList: { pattern: CMDB_RELATION_ROOT, title: 'CMDB Relation Index' },
  relationCreate: { pattern: `${CMDB_RELATION_ROOT}/create`, title: 'New relation type' },
  relationEdit: { pattern: `${CMDB_RELATION_ROOT}/edit/:id`, title: 'Edit relation type' },
  barcodeSettings: { pattern: BARCODE_SETTINGS_PATH, title: 'Barcode settings' },
  announcementSettings: { pattern: ANNOUNCEMENT_SETTINGS_PATH, title: 'Announcement' },
} satisfies Record<string, PageDeclaration>;
