import { lazy } from 'react';
import cabTexts from '../../i18n/en/cab.json';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { screenRoutes } from '../../federation/screenRoutes';
import { changeApprovalPages } from './pages';

const ChangeApprovalScreen = lazy(
  () => import(/* webpackChunkName: "change-approval" */ './screens/ChangeApprovalScreen'),
);

export const changeApprovalRoutes = screenRoutes(changeApprovalPages, { approve: ChangeApprovalScreen });

export const { bootstrap, mount, unmount, update } = createRouteApplication(changeApprovalRoutes, cabTexts);
