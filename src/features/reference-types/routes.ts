import { lazy } from 'react';
import referenceTypeTexts from '../../i18n/en/reference-types.json';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { screenRoutes } from '../../federation/screenRoutes';
import { referenceTypePages } from './pages';

const procurement = () => import(/* webpackChunkName: "procurement-modes" */ './screens/procurementScreens');
const contractType = () => import(/* webpackChunkName: "contract-types" */ './screens/contractTypeScreens');
const licenseType = () => import(/* webpackChunkName: "license-types" */ './screens/licenseTypeScreens');

/** Three lists and their forms, each kind's screens in one chunk. */
export const referenceTypeRoutes = screenRoutes(referenceTypePages, {
  procurementList: lazy(() => procurement().then((screens) => ({ default: screens.ProcurementListScreen }))),
  procurementCreate: lazy(() => procurement().then((screens) => ({ default: screens.ProcurementFormScreen }))),
  procurementEdit: lazy(() => procurement().then((screens) => ({ default: screens.ProcurementFormScreen }))),
  contractTypeList: lazy(() => contractType().then((screens) => ({ default: screens.ContractTypeListScreen }))),
  contractTypeCreate: lazy(() => contractType().then((screens) => ({ default: screens.ContractTypeFormScreen }))),
  contractTypeEdit: lazy(() => contractType().then((screens) => ({ default: screens.ContractTypeFormScreen }))),
  licenseTypeList: lazy(() => licenseType().then((screens) => ({ default: screens.LicenseTypeListScreen }))),
  licenseTypeCreate: lazy(() => licenseType().then((screens) => ({ default: screens.LicenseTypeFormScreen }))),
  licenseTypeEdit: lazy(() => licenseType().then((screens) => ({ default: screens.LicenseTypeFormScreen }))),
});

export const { bootstrap, mount, unmount, update } = createRouteApplication(referenceTypeRoutes, referenceTypeTexts);
