import { lazy } from 'react';
import productTexts from '../../i18n/en/products.json';
import { recordApplication } from '../../federation/routeApplication';
import { productPages } from './pages';

/** The product list, its form (create and edit) and the product's page, each in its own chunk. */
export const { bootstrap, mount, unmount, update } = recordApplication(productPages, productTexts, {
  list: lazy(() => import(/* webpackChunkName: "product-list" */ './screens/ProductListScreen')),
  form: lazy(() => import(/* webpackChunkName: "product-form" */ './screens/ProductFormScreen')),
  show: lazy(() => import(/* webpackChunkName: "product-view" */ './screens/ProductViewScreen')),
});
