import { lazy } from 'react';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { screenRoutes } from '../../federation/screenRoutes';
import { assetPages } from './pages';

const AssetViewScreen = lazy(() => import(/* webpackChunkName: "asset-view" */ './screens/AssetViewScreen'));

export const assetRoutes = screenRoutes(assetPages, { show: AssetViewScreen });

export const { bootstrap, mount, unmount, update } = createRouteApplication(assetRoutes);
