import { lazy } from 'react';
import { recordApplication } from '../../federation/routeApplication';
import { problemPages } from './pages';
import ProblemListScreen from './screens/ProblemListScreen';

/** The problem screens' strings are all among the bundled ones. */
const bundledTextsOnly = {};

/**
 * The list is the area's landing screen, so it ships with the route bundle: loading it lazily
 * would add a request round trip and a suspended first render before any row can paint.
 */
const application = recordApplication(problemPages, bundledTextsOnly, {
  root: ProblemListScreen,
  list: ProblemListScreen,
  form: lazy(() => import(/* webpackChunkName: "problem-form" */ './screens/ProblemFormScreen')),
  show: lazy(() => import(/* webpackChunkName: "problem-view" */ './screens/ProblemViewScreen')),
});

export const { routes: problemRoutes, bootstrap, mount, unmount, update } = application;
