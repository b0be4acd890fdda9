import { lazy } from 'react';
import cabTexts from '../../i18n/en/cab.json';
import changeViewTexts from '../../i18n/en/change-view.json';
import changeListTexts from '../../i18n/en/changes.json';
import releaseTexts from '../../i18n/en/releases.json';
import { recordApplication } from '../../federation/routeApplication';
import { changePages } from './pages';
import ChangeListScreen from './screens/ChangeListScreen';

const changeTexts = {
  ...changeListTexts,
  ...changeViewTexts,
  // The change view shows the change's approval (CAB) with the CAB area's strings.
  ...cabTexts,
  // The new-release dialog is the release area's form.
  ...releaseTexts,
};

/** The list is the landing screen and ships with the route bundle, as for problems. */
const application = recordApplication(changePages, changeTexts, {
  root: ChangeListScreen,
  list: ChangeListScreen,
  savedFilter: ChangeListScreen,
  form: lazy(() => import(/* webpackChunkName: "change-form" */ './screens/ChangeFormScreen')),
  show: lazy(() => import(/* webpackChunkName: "change-view" */ './screens/ChangeViewScreen')),
});

export const { routes: changeRoutes, bootstrap, mount, unmount, update } = application;
