import { lazy } from 'react';
import contractTexts from '../../i18n/en/contracts.json';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { screenRoutes } from '../../federation/screenRoutes';
import { contractApprovalPages } from './pages';

const ContractApprovalScreen = lazy(
  () => import(/* webpackChunkName: "contract-approval" */ './screens/ContractApprovalScreen'),
);

export const contractApprovalRoutes = screenRoutes(contractApprovalPages, { approve: ContractApprovalScreen });

export const { bootstrap, mount, unmount, update } = createRouteApplication(contractApprovalRoutes, contractTexts);
