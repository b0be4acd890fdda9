import { createRouteApplication } from '../createRouteApplication';
import { changeRoutes } from '../../features/changes/routes';

export const { bootstrap, mount, unmount, update } = createRouteApplication(changeRoutes);
