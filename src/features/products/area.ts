import { adminArea } from '../../federation/areaOf';
import { productPages } from './pages';

/** The products administrators keep, with the vendors selling them and the assets that are one of them. */
export const productArea = adminArea({
  id: 'products',
  pages: productPages,
  menu: [{ labelKey: 'menu_products', label: 'Products', page: 'list' }],
  load: () => import(/* webpackChunkName: "route-products" */ './routes'),
});
