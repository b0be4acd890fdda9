import { lazy } from 'react';
import assetTexts from '../../i18n/en/assets.json';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { recordScreens, screenRoutes } from '../../federation/screenRoutes';
import { assetPages } from './pages';
import AssetListScreen from './screens/AssetListScreen';

const AssetFormScreen = lazy(() => import(/* webpackChunkName: "asset-form" */ './screens/AssetFormScreen'));
const AssetViewScreen = lazy(() => import(/* webpackChunkName: "asset-view" */ './screens/AssetViewScreen'));

/**
 * The list is the landing screen and ships with the route bundle; the asset page and the form (with
 * its editor and date picker) load when opened, each as a chunk of its own.
 */
export const assetRoutes = screenRoutes(
  assetPages,
  recordScreens({ list: AssetListScreen, form: AssetFormScreen, show: AssetViewScreen }),
);

export const { bootstrap, mount, unmount, update } = createRouteApplication(assetRoutes, assetTexts);
