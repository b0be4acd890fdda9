import { lazy } from 'react';
import assetAdminTexts from '../../i18n/en/asset-admin.json';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { listFormScreens, screenRoutes } from '../../federation/screenRoutes';
import { assetAdminPages } from './pages';

const AssetTypeListScreen = lazy(
  () => import(/* webpackChunkName: "asset-type-list" */ './screens/AssetTypeListScreen'),
);
const AssetTypeFormScreen = lazy(
  () => import(/* webpackChunkName: "asset-type-form" */ './screens/AssetTypeFormScreen'),
);
const AssetStatusListScreen = lazy(
  () => import(/* webpackChunkName: "asset-status-list" */ './screens/AssetStatusListScreen'),
);
const AssetStatusFormScreen = lazy(
  () => import(/* webpackChunkName: "asset-status-form" */ './screens/AssetStatusFormScreen'),
);
const CmdbRelationListScreen = lazy(
  () => import(/* webpackChunkName: "cmdb-relation-list" */ './screens/CmdbRelationListScreen'),
);
const CmdbRelationFormScreen = lazy(
  () => import(/* webpackChunkName: "cmdb-relation-form" */ './screens/CmdbRelationFormScreen'),
);

const BarcodeSettingsScreen = lazy(
  () => import(/* webpackChunkName: "barcode-settings" */ './screens/BarcodeSettingsScreen'),
);
const AnnouncementScreen = lazy(() => import(/* webpackChunkName: "announcement" */ './screens/AnnouncementScreen'));

/** Three admin lists and their forms, the barcode settings and the announcement, each screen in its own chunk. */
export const assetAdminRoutes = screenRoutes(assetAdminPages, {
  ...listFormScreens('type', AssetTypeListScreen, AssetTypeFormScreen),
  ...listFormScreens('status', AssetStatusListScreen, AssetStatusFormScreen),
  ...listFormScreens('relation', CmdbRelationListScreen, CmdbRelationFormScreen),
  barcodeSettings: BarcodeSettingsScreen,
  announcementSettings: AnnouncementScreen,
});

export const { bootstrap, mount, unmount, update } = createRouteApplication(assetAdminRoutes, assetAdminTexts);
