import { adminArea } from '../../federation/areaOf';
import { vendorPages } from './pages';

/** The vendors contracts are signed with and products bought from, kept by administrators. */
export const vendorArea = adminArea({
  id: 'vendors',
  pages: vendorPages,
  menu: [{ labelKey: 'menu_vendors', label: 'Vendors', page: 'list' }],
  load: () => import(/* webpackChunkName: "route-vendors" */ './routes'),
});
