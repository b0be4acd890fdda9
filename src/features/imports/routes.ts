import { lazy } from 'react';
import importTexts from '../../i18n/en/imports.json';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { screenRoutes } from '../../federation/screenRoutes';
import { importPages } from './pages';

const AssetImporterScreen = lazy(
  () => import(/* webpackChunkName: "asset-importer" */ './screens/AssetImporterScreen'),
);
const ImportTrackingScreen = lazy(
  () => import(/* webpackChunkName: "import-tracking" */ './screens/ImportTrackingScreen'),
);

export const importRoutes = screenRoutes(importPages, {
  assetImporter: AssetImporterScreen,
  tracking: ImportTrackingScreen,
});

export const { bootstrap, mount, unmount, update } = createRouteApplication(importRoutes, importTexts);
