import { lazy } from 'react';
import assetAdminTexts from '../../i18n/en/asset-admin.json';
import { listFormScreens } from '../../federation/screenRoutes';
import { routeApplication } from '../../federation/routeApplication';
import { assetAdminPages } from './pages';

/** Three admin lists and their forms, the barcode settings and the announcement, each screen in its own chunk. */
export const { bootstrap, mount, unmount, update } = routeApplication(assetAdminPages, assetAdminTexts, {
  ...listFormScreens('type', {
    list: lazy(() => import(/* webpackChunkName: "asset-type-list" */ './screens/AssetTypeListScreen')),
    form: lazy(() => import(/* webpackChunkName: "asset-type-form" */ './screens/AssetTypeFormScreen')),
  }),
  ...listFormScreens('status', {
    list: lazy(() => import(/* webpackChunkName: "asset-status-list" */ './screens/AssetStatusListScreen')),
    form: lazy(() => import(/* webpackChunkName: "asset-status-form" */ './screens/AssetStatusFormScreen')),
  }),
  ...listFormScreens('relation', {
    list: lazy(() => import(/* webpackChunkName: "cmdb-relation-list" */ './screens/CmdbRelationListScreen')),
    form: lazy(() => import(/* webpackChunkName: "cmdb-relation-form" */ './screens/CmdbRelationFormScreen')),
  }),
  barcodeSettings: lazy(() => import(/* webpackChunkName: "barcode-settings" */ './screens/BarcodeSettingsScreen')),
  announcementSettings: lazy(() => import(/* webpackChunkName: "announcement" */ './screens/AnnouncementScreen')),
});
