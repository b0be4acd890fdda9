import type { AreaLoader } from '@/federation/routeDeclaration';
import type { SingleSpaProps } from '@/host/readHostContext';
import { prefetchProblemList } from './prefetchProblemList';

/**
 * The problem area's loader: on the list, its first page is asked for first, then the area's
 * code is fetched while that answer is on its way. The area's chunks leave out what this small
 * chunk already brought (the HTTP client, the problem calls), so nothing is downloaded twice.
 */
export const loadArea: AreaLoader = (props?: SingleSpaProps) => {
  prefetchProblemList(props);
  return import(/* webpackChunkName: "route-problems" */ './routes');
};
