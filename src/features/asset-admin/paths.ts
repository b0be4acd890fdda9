import { recordPaths } from '../../federation/recordPaths';
import { assetAdminPages, assetStatusPages, assetTypePages, cmdbRelationPages } from './pages';

export const assetTypePaths = recordPaths(assetTypePages);
export const assetStatusPaths = recordPaths(assetStatusPages);
export const cmdbRelationPaths = recordPaths(cmdbRelationPages);
export const barcodeSettingsPath = assetAdminPages.barcodeSettings.pattern;
export const announcementSettingsPath = assetAdminPages.announcementSettings.pattern;
