import { lazy } from 'react';
import assetTexts from '../../i18n/en/assets.json';
import { recordApplication } from '../../federation/routeApplication';
import { assetPages } from './pages';
import AssetListScreen from './screens/AssetListScreen';

/**
 * The list is the landing screen and ships with the route bundle; the asset page and the form (with
 * its editor and date picker) load when opened, each as a chunk of its own.
 */
const application = recordApplication(assetPages, assetTexts, {
  list: AssetListScreen,
  form: lazy(() => import(/* webpackChunkName: "asset-form" */ './screens/AssetFormScreen')),
  show: lazy(() => import(/* webpackChunkName: "asset-view" */ './screens/AssetViewScreen')),
});

export const { routes: assetRoutes, bootstrap, mount, unmount, update } = application;
