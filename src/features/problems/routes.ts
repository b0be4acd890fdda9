import { lazy } from 'react';
import type { ScreenRoute } from '../../ui/RouteSwitch';

const ProblemListScreen = lazy(() => import(/* webpackChunkName: "problem-list" */ './screens/ProblemListScreen'));

export const PROBLEM_LIST_PATH = '/service-desk/problem/list';

export const problemPaths = {
  list: PROBLEM_LIST_PATH,
  create: '/service-desk/problem/create',
  show: (id: number) => `/service-desk/problem/${id}/show`,
  edit: (id: number) => `/service-desk/problem/${id}/edit`,
};

export const problemRoutes: ScreenRoute[] = [
  { pattern: '/service-desk/problem', screen: ProblemListScreen },
  { pattern: PROBLEM_LIST_PATH, screen: ProblemListScreen },
];
