import { lazy } from 'react';
import workflowTexts from '../../i18n/en/workflows.json';
import { routeApplication } from '../../federation/routeApplication';
import { listFormScreensOfKinds } from '../../federation/screenRoutes';
import { workflowPages } from './pages';

/** Each kind's list and form: one list and one form serve workflows and listeners, each from a chunk of its own. */
const screens = listFormScreensOfKinds('kind', ['workflow', 'listener'], {
  name: 'AutomationScreen',
  list: lazy(() => import(/* webpackChunkName: "automation-list" */ './screens/AutomationListScreen')),
  form: lazy(() => import(/* webpackChunkName: "automation-form" */ './screens/AutomationFormScreen')),
});

export const { bootstrap, mount, unmount, update } = routeApplication(workflowPages, workflowTexts, screens);
