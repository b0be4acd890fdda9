import { lazy } from 'react';
import type { FormGroupCategory } from '@/api/form-groups';
import formGroupTexts from '../../i18n/en/form-groups.json';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { listFormScreens, screenRoutes, screenWith } from '../../federation/screenRoutes';
import { formGroupPages } from './pages';

const FormGroupListScreen = lazy(
  () => import(/* webpackChunkName: "form-group-list" */ './screens/FormGroupListScreen'),
);
const FormGroupFormScreen = lazy(
  () => import(/* webpackChunkName: "form-group-form" */ './screens/FormGroupFormScreen'),
);

/** The category's list and form, each screen serving both categories. */
const screensOf = (category: FormGroupCategory) =>
  listFormScreens(
    category,
    screenWith(FormGroupListScreen, { category }, `${category}FormGroupScreen`),
    screenWith(FormGroupFormScreen, { category }, `${category}FormGroupScreen`),
  );

/** Each category's list and form, the list and the form each in its own chunk. */
export const formGroupRoutes = screenRoutes(formGroupPages, { ...screensOf('asset'), ...screensOf('change') });

export const { bootstrap, mount, unmount, update } = createRouteApplication(formGroupRoutes, formGroupTexts);
