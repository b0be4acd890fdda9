import { lazy } from 'react';
import assetTexts from '../../i18n/en/assets.json';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { screenRoutes } from '../../federation/screenRoutes';
import { assetPages } from './pages';
import AssetViewScreen from './screens/AssetViewScreen';

const AssetFormScreen = lazy(() => import(/* webpackChunkName: "asset-form" */ './screens/AssetFormScreen'));

/** The asset page comes with the area's chunk; the form (with its editor and date picker) is a chunk of its own. */
export const assetRoutes = screenRoutes(assetPages, {
  create: AssetFormScreen,
  edit: AssetFormScreen,
  show: AssetViewScreen,
});

export const { bootstrap, mount, unmount, update } = createRouteApplication(assetRoutes, assetTexts);
