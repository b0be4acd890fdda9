import { createRouteApplication } from '../createRouteApplication';
import { problemRoutes } from '../../features/problems/routes';

export const { bootstrap, mount, unmount, update } = createRouteApplication(problemRoutes);
