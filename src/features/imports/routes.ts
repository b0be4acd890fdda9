import { lazy } from 'react';
import importTexts from '../../i18n/en/imports.json';
import { routeApplication } from '../../federation/routeApplication';
import { importPages } from './pages';

export const { bootstrap, mount, unmount, update } = routeApplication(importPages, importTexts, {
  assetImporter: lazy(() => import(/* webpackChunkName: "asset-importer" */ './screens/AssetImporterScreen')),
  tracking: lazy(() => import(/* webpackChunkName: "import-tracking" */ './screens/ImportTrackingScreen')),
});
