import { lazy } from 'react';
import formGroupTexts from '../../i18n/en/form-groups.json';
import { routeApplication } from '../../federation/routeApplication';
import { listFormScreensOfKinds } from '../../federation/screenRoutes';
import { formGroupPages } from './pages';

/** Each category's list and form: one list and one form serve both categories, each from a chunk of its own. */
const screens = listFormScreensOfKinds('category', ['asset', 'change'], {
  name: 'FormGroupScreen',
  list: lazy(() => import(/* webpackChunkName: "form-group-list" */ './screens/FormGroupListScreen')),
  form: lazy(() => import(/* webpackChunkName: "form-group-form" */ './screens/FormGroupFormScreen')),
});

export const { bootstrap, mount, unmount, update } = routeApplication(formGroupPages, formGroupTexts, screens);
