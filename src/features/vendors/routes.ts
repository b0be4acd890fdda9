import { lazy } from 'react';
import vendorTexts from '../../i18n/en/vendors.json';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { recordScreens, screenRoutes } from '../../federation/screenRoutes';
import { vendorPages } from './pages';

const VendorListScreen = lazy(() => import(/* webpackChunkName: "vendor-list" */ './screens/VendorListScreen'));
const VendorFormScreen = lazy(() => import(/* webpackChunkName: "vendor-form" */ './screens/VendorFormScreen'));
const VendorViewScreen = lazy(() => import(/* webpackChunkName: "vendor-view" */ './screens/VendorViewScreen'));

/** The vendor list, its form (create and edit) and the vendor's page, each in its own chunk. */
export const vendorRoutes = screenRoutes(
  vendorPages,
  recordScreens({ list: VendorListScreen, form: VendorFormScreen, show: VendorViewScreen }),
);

export const { bootstrap, mount, unmount, update } = createRouteApplication(vendorRoutes, vendorTexts);
