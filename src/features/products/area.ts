import { adminArea } from '../../federation/areaOf';
import { productPages } from './pages';

/** The products administrators keep, with the vendors selling them and the assets that are one of them. */
export const productArea = adminArea({
  id: 'products',
  pages: productPages,
  menu: { menu_products: 'list' },
});
