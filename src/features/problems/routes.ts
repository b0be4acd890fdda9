import type { ScreenRoute } from '../../ui/RouteSwitch';
import ProblemListScreen from './screens/ProblemListScreen';
import { PROBLEM_LIST_PATH } from './paths';

/**
 * The list is the area's landing screen, so it ships with the route bundle: loading it lazily
 * would add a request round trip and a suspended first render before any row can paint.
 */
export const problemRoutes: ScreenRoute[] = [
  { pattern: '/service-desk/problem', screen: ProblemListScreen },
  { pattern: PROBLEM_LIST_PATH, screen: ProblemListScreen },
];
