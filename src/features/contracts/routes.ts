import { lazy } from 'react';
import contractTexts from '../../i18n/en/contracts.json';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { recordScreens, screenRoutes } from '../../federation/screenRoutes';
import { contractPages } from './pages';
import ContractListScreen from './screens/ContractListScreen';

const ContractFormScreen = lazy(() => import(/* webpackChunkName: "contract-form" */ './screens/ContractFormScreen'));
const ContractViewScreen = lazy(() => import(/* webpackChunkName: "contract-view" */ './screens/ContractViewScreen'));

/** The list ships with the route bundle; the form and the contract page load when opened. */
export const contractRoutes = screenRoutes(contractPages, {
  root: ContractListScreen,
  ...recordScreens({ list: ContractListScreen, form: ContractFormScreen, show: ContractViewScreen }),
});

export const { bootstrap, mount, unmount, update } = createRouteApplication(contractRoutes, contractTexts);
