import { lazy } from 'react';
import cabTexts from '../../i18n/en/cab.json';
import { routeApplication } from '../../federation/routeApplication';
import { changeApprovalPages } from './pages';

export const { bootstrap, mount, unmount, update } = routeApplication(changeApprovalPages, cabTexts, {
  approve: lazy(() => import(/* webpackChunkName: "change-approval" */ './screens/ChangeApprovalScreen')),
});
