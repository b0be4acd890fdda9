import { lazy } from 'react';
import contractTexts from '../../i18n/en/contracts.json';
import { recordApplication } from '../../federation/routeApplication';
import { contractPages } from './pages';
import ContractListScreen from './screens/ContractListScreen';

/** The list ships with the route bundle; the form and the contract page load when opened. */
export const { bootstrap, mount, unmount, update } = recordApplication(contractPages, contractTexts, {
  root: ContractListScreen,
  list: ContractListScreen,
  form: lazy(() => import(/* webpackChunkName: "contract-form" */ './screens/ContractFormScreen')),
  show: lazy(() => import(/* webpackChunkName: "contract-view" */ './screens/ContractViewScreen')),
});
