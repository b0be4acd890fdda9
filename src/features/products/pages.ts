import type { PageDeclaration } from '../../federation/routeDeclaration';

export const PRODUCT_ROOT = '/service-desk/products';

/** The product pages, in the order the area's route table matches them. */
export const productPages = {
  list: { pattern: PRODUCT_ROOT, title: 'Products' },
  create: { pattern: `${PRODUCT_ROOT}/create`, title: 'New product' },
  edit: { pattern: `${PRODUCT_ROOT}/:id/edit`, title: 'Edit product' },
  show: { pattern: `${PRODUCT_ROOT}/:id/show`, title: 'Product' },
} satisfies Record<string, PageDeclaration>;
