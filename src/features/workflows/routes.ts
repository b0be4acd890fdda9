import { createElement, lazy, type ComponentType } from 'react';
import type { AutomationKind } from '@/api/workflows';
import workflowTexts from '../../i18n/en/workflows.json';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { screenRoutes } from '../../federation/screenRoutes';
import type { ScreenProps } from '../../ui/RouteSwitch';
import type { KindScreenProps } from './screens/KindScreenProps';
import { workflowPages } from './pages';

const AutomationListScreen = lazy(
  () => import(/* webpackChunkName: "automation-list" */ './screens/AutomationListScreen'),
);
const AutomationFormScreen = lazy(
  () => import(/* webpackChunkName: "automation-form" */ './screens/AutomationFormScreen'),
);

/** The kind's page of a screen that serves both kinds. */
function of(Screen: ComponentType<KindScreenProps>, kind: AutomationKind): ComponentType<ScreenProps> {
  const KindScreen = (props: ScreenProps) => createElement(Screen, { ...props, kind });
  KindScreen.displayName = `${kind}AutomationScreen`;
  return KindScreen;
}

/** Each kind's list and form, the list and the form each in its own chunk. */
export const workflowRoutes = screenRoutes(workflowPages, {
  workflowList: of(AutomationListScreen, 'workflow'),
  workflowCreate: of(AutomationFormScreen, 'workflow'),
  workflowEdit: of(AutomationFormScreen, 'workflow'),
  listenerList: of(AutomationListScreen, 'listener'),
  listenerCreate: of(AutomationFormScreen, 'listener'),
  listenerEdit: of(AutomationFormScreen, 'listener'),
});

export const { bootstrap, mount, unmount, update } = createRouteApplication(workflowRoutes, workflowTexts);
