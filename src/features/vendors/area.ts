import { adminArea } from '../../federation/areaOf';
import { vendorPages } from './pages';

/** The vendors contracts are signed with and products bought from, kept by administrators. */
export const vendorArea = adminArea({
  id: 'vendors',
  pages: vendorPages,
  menu: { menu_vendors: { page: 'list', label: 'Vendors' } },
});
