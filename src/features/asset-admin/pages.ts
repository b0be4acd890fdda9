import { pagesOfKind, recordPages } from '../../federation/recordPages';

export const assetTypePages = recordPages('/service-desk/asset-type', {
  list: 'Asset types',
  create: 'New asset type',
  edit: 'Edit asset type',
});

export const assetStatusPages = recordPages('/service-desk/asset-status', {
  list: 'Asset statuses',
  create: 'New asset status',
  edit: 'Edit asset status',
});

export const cmdbRelationPages = recordPages(
  '/service-desk/cmdb-relation',
  { list: 'CMDB Relation Index', create: 'New relation type', edit: 'Edit relation type' },
  { edit: '/edit/:id' },
);

/** The asset admin pages, in the order the area's route table matches them. */
export const assetAdminPages = {
  ...pagesOfKind('type', assetTypePages),
  ...pagesOfKind('status', assetStatusPages),
  ...pagesOfKind('relation', cmdbRelationPages),
  barcodeSettings: { pattern: '/service-desk/barcode/settings', title: 'Barcode settings' },
  announcementSettings: { pattern: '/service-desk/announcement/settings', title: 'Announcement' },
};
