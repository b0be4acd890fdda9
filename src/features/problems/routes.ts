import { lazy } from 'react';
import type { ScreenRoute } from '../../ui/RouteSwitch';
import ProblemListScreen from './screens/ProblemListScreen';
import { PROBLEM_LIST_PATTERNS } from './paths';

const ProblemViewScreen = lazy(() => import(/* webpackChunkName: "problem-view" */ './screens/ProblemViewScreen'));
const ProblemFormScreen = lazy(() => import(/* webpackChunkName: "problem-form" */ './screens/ProblemFormScreen'));

/**
 * The list is the area's landing screen, so it ships with the route bundle: loading it lazily
 * would add a request round trip and a suspended first render before any row can paint.
 */
export const problemRoutes: ScreenRoute[] = [
  ...PROBLEM_LIST_PATTERNS.map((pattern) => ({ pattern, screen: ProblemListScreen })),
  { pattern: '/service-desk/problem/:id/show', screen: ProblemViewScreen },
  { pattern: '/service-desk/problem/create', screen: ProblemFormScreen },
  { pattern: '/service-desk/problem/:id/edit', screen: ProblemFormScreen },
];
