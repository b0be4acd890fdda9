import type { AreaLoader } from '@/federation/routeDeclaration';
import type { SingleSpaProps } from '@/host/readHostContext';
import { prefetchProblemList } from './prefetchProblemList';

/**
 * The problem area's loader: on the list, its first page is asked for as soon as this small chunk
 * has arrived, while the area's code (whose download the manifest started with this one's) is
 * still on its way; then it takes the area. The area's chunks leave out what this chunk already
 * brought (the HTTP client, the problem calls), so nothing is downloaded twice.
 */
export const loadArea: AreaLoader = (props?: SingleSpaProps) => {
  prefetchProblemList(props);
  // The chunk name the manifest gives the same import (routeChunkName), so both load one chunk group.
  return import(/* webpackChunkName: "route-problems" */ './routes');
};
