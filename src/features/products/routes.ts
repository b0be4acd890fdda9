import { lazy } from 'react';
import productTexts from '../../i18n/en/products.json';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { recordScreens, screenRoutes } from '../../federation/screenRoutes';
import { productPages } from './pages';

const ProductListScreen = lazy(() => import(/* webpackChunkName: "product-list" */ './screens/ProductListScreen'));
const ProductFormScreen = lazy(() => import(/* webpackChunkName: "product-form" */ './screens/ProductFormScreen'));
const ProductViewScreen = lazy(() => import(/* webpackChunkName: "product-view" */ './screens/ProductViewScreen'));

/** The product list, its form (create and edit) and the product's page, each in its own chunk. */
export const productRoutes = screenRoutes(
  productPages,
  recordScreens({ list: ProductListScreen, form: ProductFormScreen, show: ProductViewScreen }),
);

export const { bootstrap, mount, unmount, update } = createRouteApplication(productRoutes, productTexts);
