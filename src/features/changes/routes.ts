import { lazy } from 'react';
import type { ScreenRoute } from '../../ui/RouteSwitch';
import ChangeListScreen from './screens/ChangeListScreen';

const ChangeViewScreen = lazy(() => import(/* webpackChunkName: "change-view" */ './screens/ChangeViewScreen'));
const ChangeFormScreen = lazy(() => import(/* webpackChunkName: "change-form" */ './screens/ChangeFormScreen'));

/** The list is the landing screen and ships with the route bundle, as for problems. */
export const changeRoutes: ScreenRoute[] = [
  { pattern: '/service-desk/changes', screen: ChangeListScreen },
  { pattern: '/service-desk/changes/list', screen: ChangeListScreen },
  { pattern: '/service-desk/changes/filter/:filterId', screen: ChangeListScreen },
  { pattern: '/service-desk/changes/create', screen: ChangeFormScreen },
  { pattern: '/service-desk/changes/:id/edit', screen: ChangeFormScreen },
  { pattern: '/service-desk/changes/:id/show', screen: ChangeViewScreen },
];
