import { lazy } from 'react';
import vendorTexts from '../../i18n/en/vendors.json';
import { recordApplication } from '../../federation/routeApplication';
import { vendorPages } from './pages';

/** The vendor list, its form (create and edit) and the vendor's page, each in its own chunk. */
export const { bootstrap, mount, unmount, update } = recordApplication(vendorPages, vendorTexts, {
  list: lazy(() => import(/* webpackChunkName: "vendor-list" */ './screens/VendorListScreen')),
  form: lazy(() => import(/* webpackChunkName: "vendor-form" */ './screens/VendorFormScreen')),
  show: lazy(() => import(/* webpackChunkName: "vendor-view" */ './screens/VendorViewScreen')),
});
