import { pagesOfKind, recordPages } from '../../federation/recordPages';

export const ASSET_TYPE_ROOT = '/service-desk/asset-type';
export const ASSET_STATUS_ROOT = '/service-desk/asset-status';
export const CMDB_RELATION_ROOT = '/service-desk/cmdb-relation';
export const BARCODE_SETTINGS_PATH = '/service-desk/barcode/settings';
export const ANNOUNCEMENT_SETTINGS_PATH = '/service-desk/announcement/settings';

export const assetTypePages = recordPages(ASSET_TYPE_ROOT, {
  list: 'Asset types',
  create: 'New asset type',
  edit: 'Edit asset type',
});

export const assetStatusPages = recordPages(ASSET_STATUS_ROOT, {
  list: 'Asset statuses',
  create: 'New asset status',
  edit: 'Edit asset status',
});

export const cmdbRelationPages = recordPages(
  CMDB_RELATION_ROOT,
  { list: 'CMDB Relation Index', create: 'New relation type', edit: 'Edit relation type' },
  { edit: '/edit/:id' },
);

/** The asset admin pages, in the order the area's route table matches them. */
export const assetAdminPages = {
  ...pagesOfKind('type', assetTypePages),
  ...pagesOfKind('status', assetStatusPages),
  ...pagesOfKind('relation', cmdbRelationPages),
  barcodeSettings: { pattern: BARCODE_SETTINGS_PATH, title: 'Barcode settings' },
  announcementSettings: { pattern: ANNOUNCEMENT_SETTINGS_PATH, title: 'Announcement' },
};
