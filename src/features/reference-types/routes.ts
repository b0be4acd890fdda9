import { lazy } from 'react';
import referenceTypeTexts from '../../i18n/en/reference-types.json';
import { routeApplication } from '../../federation/routeApplication';
import { listFormScreens } from '../../federation/screenRoutes';
import { referenceTypePages } from './pages';

const procurement = () => import(/* webpackChunkName: "procurement-modes" */ './screens/procurementScreens');
const contractType = () => import(/* webpackChunkName: "contract-types" */ './screens/contractTypeScreens');
const licenseType = () => import(/* webpackChunkName: "license-types" */ './screens/licenseTypeScreens');

/** Three lists and their forms, each kind's screens in one chunk. */
export const { bootstrap, mount, unmount, update } = routeApplication(referenceTypePages, referenceTypeTexts, {
  ...listFormScreens('procurement', {
    list: lazy(() => procurement().then((screens) => ({ default: screens.ProcurementListScreen }))),
    form: lazy(() => procurement().then((screens) => ({ default: screens.ProcurementFormScreen }))),
  }),
  ...listFormScreens('contractType', {
    list: lazy(() => contractType().then((screens) => ({ default: screens.ContractTypeListScreen }))),
    form: lazy(() => contractType().then((screens) => ({ default: screens.ContractTypeFormScreen }))),
  }),
  ...listFormScreens('licenseType', {
    list: lazy(() => licenseType().then((screens) => ({ default: screens.LicenseTypeListScreen }))),
    form: lazy(() => licenseType().then((screens) => ({ default: screens.LicenseTypeFormScreen }))),
  }),
});
