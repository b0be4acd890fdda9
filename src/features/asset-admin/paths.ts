import { pathTo } from '../../federation/pathTo';
import { assetAdminPages as pages } from './pages';

export const assetTypePaths = {
  list: pages.typeList.pattern,
  create: pages.typeCreate.pattern,
  edit: (id: number) => pathTo(pages.typeEdit.pattern, { id }),
};

export const assetStatusPaths = {
  list: pages.statusList.pattern,
  create: pages.statusCreate.pattern,
  edit: (id: number) => pathTo(pages.statusEdit.pattern, { id }),
};

export const cmdbRelationPaths = {
  list: pages.relationList.pattern,
  create: pages.relationCreate.pattern,
  edit: (id: number) => pathTo(pages.relationEdit.pattern, { id }),
};

export const barcodeSettingsPath = pages.barcodeSettings.pattern;
export const announcementSettingsPath = pages.announcementSettings.pattern;
