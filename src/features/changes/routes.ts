import { lazy } from 'react';
import cabTexts from '../../i18n/en/cab.json';
import changeViewTexts from '../../i18n/en/change-view.json';
import changeListTexts from '../../i18n/en/changes.json';
import releaseTexts from '../../i18n/en/releases.json';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { recordScreens, screenRoutes } from '../../federation/screenRoutes';
import { changePages } from './pages';
import ChangeListScreen from './screens/ChangeListScreen';

const ChangeViewScreen = lazy(() => import(/* webpackChunkName: "change-view" */ './screens/ChangeViewScreen'));
const ChangeFormScreen = lazy(() => import(/* webpackChunkName: "change-form" */ './screens/ChangeFormScreen'));

/** The list is the landing screen and ships with the route bundle, as for problems. */
export const changeRoutes = screenRoutes(changePages, {
  root: ChangeListScreen,
  savedFilter: ChangeListScreen,
  ...recordScreens({ list: ChangeListScreen, form: ChangeFormScreen, show: ChangeViewScreen }),
});

export const { bootstrap, mount, unmount, update } = createRouteApplication(changeRoutes, {
  ...changeListTexts,
  ...changeViewTexts,
  // The change view shows the change's approval (CAB) with the CAB area's strings.
  ...cabTexts,
  // The new-release dialog is the release area's form.
  ...releaseTexts,
});
