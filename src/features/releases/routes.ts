import { lazy } from 'react';
import releaseTexts from '../../i18n/en/releases.json';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { recordScreens, screenRoutes } from '../../federation/screenRoutes';
import { releasePages } from './pages';
import ReleaseListScreen from './screens/ReleaseListScreen';

const ReleaseFormScreen = lazy(() => import(/* webpackChunkName: "release-form" */ './screens/ReleaseFormScreen'));
const ReleaseViewScreen = lazy(() => import(/* webpackChunkName: "release-view" */ './screens/ReleaseViewScreen'));

/** The list is the landing screen and ships with the route bundle; the form and the view load when opened. */
export const releaseRoutes = screenRoutes(
  releasePages,
  recordScreens({ list: ReleaseListScreen, form: ReleaseFormScreen, show: ReleaseViewScreen }),
);

export const { bootstrap, mount, unmount, update } = createRouteApplication(releaseRoutes, releaseTexts);
