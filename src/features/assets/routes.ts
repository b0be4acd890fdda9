import { lazy } from 'react';
import assetTexts from '../../i18n/en/assets.json';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { screenRoutes } from '../../federation/screenRoutes';
import { assetPages } from './pages';
import AssetListScreen from './screens/AssetListScreen';

const AssetViewScreen = lazy(() => import(/* webpackChunkName: "asset-view" */ './screens/AssetViewScreen'));

/** The list is the landing screen and ships with the route bundle; the asset page loads when opened. */
export const assetRoutes = screenRoutes(assetPages, { list: AssetListScreen, show: AssetViewScreen });

export const { bootstrap, mount, unmount, update } = createRouteApplication(assetRoutes, assetTexts);
