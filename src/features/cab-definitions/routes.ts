import { lazy } from 'react';
import cabDefinitionTexts from '../../i18n/en/cab-definitions.json';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { recordScreens, screenRoutes } from '../../federation/screenRoutes';
import { cabDefinitionPages } from './pages';

const CabListScreen = lazy(() => import(/* webpackChunkName: "cab-list" */ './screens/CabListScreen'));
const CabFormScreen = lazy(() => import(/* webpackChunkName: "cab-form" */ './screens/CabFormScreen'));
const CabViewScreen = lazy(() => import(/* webpackChunkName: "cab-view" */ './screens/CabViewScreen'));

export const cabDefinitionRoutes = screenRoutes(
  cabDefinitionPages,
  recordScreens({ list: CabListScreen, form: CabFormScreen, show: CabViewScreen }),
);

export const { bootstrap, mount, unmount, update } = createRouteApplication(cabDefinitionRoutes, cabDefinitionTexts);
