import type { AreaDeclaration } from '../../federation/routeDeclaration';
import { VENDOR_ROOT, vendorPages } from './pages';

/** The vendors contracts are signed with and products bought from, kept by administrators. */
export const vendorArea: AreaDeclaration = {
  id: 'vendors',
  audience: 'admin',
  menu: [{ labelKey: 'menu_vendors', label: 'Vendors', href: VENDOR_ROOT, section: 'settings' }],
  application: {
    paths: [VENDOR_ROOT],
    pages: vendorPages,
    module: './src/features/vendors/routes',
    load: () => import(/* webpackChunkName: "route-vendors" */ './routes'),
  },
};
