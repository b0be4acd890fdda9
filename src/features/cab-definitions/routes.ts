import { lazy } from 'react';
import cabDefinitionTexts from '../../i18n/en/cab-definitions.json';
import { recordApplication } from '../../federation/routeApplication';
import { cabDefinitionPages } from './pages';

/** The CAB list, its form (create and edit) and the CAB's page, each in its own chunk. */
export const { bootstrap, mount, unmount, update } = recordApplication(cabDefinitionPages, cabDefinitionTexts, {
  list: lazy(() => import(/* webpackChunkName: "cab-list" */ './screens/CabListScreen')),
  form: lazy(() => import(/* webpackChunkName: "cab-form" */ './screens/CabFormScreen')),
  show: lazy(() => import(/* webpackChunkName: "cab-view" */ './screens/CabViewScreen')),
});
