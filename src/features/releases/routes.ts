import { lazy } from 'react';
import releaseTexts from '../../i18n/en/releases.json';
import { recordApplication } from '../../federation/routeApplication';
import { releasePages } from './pages';
import ReleaseListScreen from './screens/ReleaseListScreen';

/** The list is the landing screen and ships with the route bundle; the form and the view load when opened. */
export const { bootstrap, mount, unmount, update } = recordApplication(releasePages, releaseTexts, {
  list: ReleaseListScreen,
  form: lazy(() => import(/* webpackChunkName: "release-form" */ './screens/ReleaseFormScreen')),
  show: lazy(() => import(/* webpackChunkName: "release-view" */ './screens/ReleaseViewScreen')),
});
