import { createElement, lazy, type ComponentType } from 'react';
import type { FormGroupCategory } from '@/api/form-groups';
import formGroupTexts from '../../i18n/en/form-groups.json';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { screenRoutes } from '../../federation/screenRoutes';
import type { ScreenProps } from '../../ui/RouteSwitch';
import type { CategoryScreenProps } from './screens/CategoryScreenProps';
import { formGroupPages } from './pages';

const FormGroupListScreen = lazy(
  () => import(/* webpackChunkName: "form-group-list" */ './screens/FormGroupListScreen'),
);
const FormGroupFormScreen = lazy(
  () => import(/* webpackChunkName: "form-group-form" */ './screens/FormGroupFormScreen'),
);

/** The category's page of a screen that serves both categories. */
function of(Screen: ComponentType<CategoryScreenProps>, category: FormGroupCategory): ComponentType<ScreenProps> {
  const CategoryScreen = (props: ScreenProps) => createElement(Screen, { ...props, category });
  CategoryScreen.displayName = `${category}FormGroupScreen`;
  return CategoryScreen;
}

/** Each category's list and form, the list and the form each in its own chunk. */
export const formGroupRoutes = screenRoutes(formGroupPages, {
  assetCreate: of(FormGroupFormScreen, 'asset'),
  assetEdit: of(FormGroupFormScreen, 'asset'),
  assetList: of(FormGroupListScreen, 'asset'),
  changeCreate: of(FormGroupFormScreen, 'change'),
  changeEdit: of(FormGroupFormScreen, 'change'),
  changeList: of(FormGroupListScreen, 'change'),
});

export const { bootstrap, mount, unmount, update } = createRouteApplication(formGroupRoutes, formGroupTexts);
