import { lazy } from 'react';
import type { ScreenRoute } from '../../ui/RouteSwitch';

const ChangeApprovalScreen = lazy(
  () => import(/* webpackChunkName: "change-approval" */ './screens/ChangeApprovalScreen'),
);

/** The public change-approval page, reached by an approver's link. */
export const changeApprovalRoutes: ScreenRoute[] = [
  { pattern: '/change-approval/:hash', screen: ChangeApprovalScreen },
];
