import { lazy } from 'react';
import contractTexts from '../../i18n/en/contracts.json';
import { routeApplication } from '../../federation/routeApplication';
import { contractApprovalPages } from './pages';

export const { bootstrap, mount, unmount, update } = routeApplication(contractApprovalPages, contractTexts, {
  approve: lazy(() => import(/* webpackChunkName: "contract-approval" */ './screens/ContractApprovalScreen')),
});
