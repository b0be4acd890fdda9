import type { AreaDeclaration } from '../../federation/routeDeclaration';
import { PRODUCT_ROOT, productPages } from './pages';

/** The products administrators keep, with the vendors selling them and the assets that are one of them. */
export const productArea: AreaDeclaration = {
  id: 'products',
  audience: 'admin',
  menu: [{ labelKey: 'menu_products', label: 'Products', href: PRODUCT_ROOT, section: 'settings' }],
  application: {
    paths: [PRODUCT_ROOT],
    pages: productPages,
    module: './src/features/products/routes',
    load: () => import(/* webpackChunkName: "route-products" */ './routes'),
  },
};
