import { lazy } from 'react';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { recordScreens, screenRoutes } from '../../federation/screenRoutes';
import { problemPages } from './pages';
import ProblemListScreen from './screens/ProblemListScreen';

const ProblemViewScreen = lazy(() => import(/* webpackChunkName: "problem-view" */ './screens/ProblemViewScreen'));
const ProblemFormScreen = lazy(() => import(/* webpackChunkName: "problem-form" */ './screens/ProblemFormScreen'));

/**
 * The list is the area's landing screen, so it ships with the route bundle: loading it lazily
 * would add a request round trip and a suspended first render before any row can paint.
 */
export const problemRoutes = screenRoutes(problemPages, {
  root: ProblemListScreen,
  ...recordScreens({ list: ProblemListScreen, form: ProblemFormScreen, show: ProblemViewScreen }),
});

export const { bootstrap, mount, unmount, update } = createRouteApplication(problemRoutes);
