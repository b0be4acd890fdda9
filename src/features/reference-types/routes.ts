import { lazy } from 'react';
import referenceTypeTexts from '../../i18n/en/reference-types.json';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { listFormScreens, screenRoutes } from '../../federation/screenRoutes';
import { referenceTypePages } from './pages';

const procurement = () => import(/* webpackChunkName: "procurement-modes" */ './screens/procurementScreens');
const contractType = () => import(/* webpackChunkName: "contract-types" */ './screens/contractTypeScreens');
const licenseType = () => import(/* webpackChunkName: "license-types" */ './screens/licenseTypeScreens');

/** Three lists and their forms, each kind's screens in one chunk. */
export const referenceTypeRoutes = screenRoutes(referenceTypePages, {
  ...listFormScreens(
    'procurement',
    lazy(() => procurement().then((screens) => ({ default: screens.ProcurementListScreen }))),
    lazy(() => procurement().then((screens) => ({ default: screens.ProcurementFormScreen }))),
  ),
  ...listFormScreens(
    'contractType',
    lazy(() => contractType().then((screens) => ({ default: screens.ContractTypeListScreen }))),
    lazy(() => contractType().then((screens) => ({ default: screens.ContractTypeFormScreen }))),
  ),
  ...listFormScreens(
    'licenseType',
    lazy(() => licenseType().then((screens) => ({ default: screens.LicenseTypeListScreen }))),
    lazy(() => licenseType().then((screens) => ({ default: screens.LicenseTypeFormScreen }))),
  ),
});

export const { bootstrap, mount, unmount, update } = createRouteApplication(referenceTypeRoutes, referenceTypeTexts);
