import { lazy } from 'react';
import type { AutomationKind } from '@/api/workflows';
import workflowTexts from '../../i18n/en/workflows.json';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { listFormScreens, screenRoutes, screenWith } from '../../federation/screenRoutes';
import { workflowPages } from './pages';

const AutomationListScreen = lazy(
  () => import(/* webpackChunkName: "automation-list" */ './screens/AutomationListScreen'),
);
const AutomationFormScreen = lazy(
  () => import(/* webpackChunkName: "automation-form" */ './screens/AutomationFormScreen'),
);

/** The kind's list and form, each screen serving both kinds. */
const screensOf = (kind: AutomationKind) =>
  listFormScreens(
    kind,
    screenWith(AutomationListScreen, { kind }, `${kind}AutomationScreen`),
    screenWith(AutomationFormScreen, { kind }, `${kind}AutomationScreen`),
  );

/** Each kind's list and form, the list and the form each in its own chunk. */
export const workflowRoutes = screenRoutes(workflowPages, { ...screensOf('workflow'), ...screensOf('listener') });

export const { bootstrap, mount, unmount, update } = createRouteApplication(workflowRoutes, workflowTexts);
