import { createRouteApplication } from '../createRouteApplication';
import { changeApprovalRoutes } from '../../features/cab/routes';

export const { bootstrap, mount, unmount, update } = createRouteApplication(changeApprovalRoutes);
