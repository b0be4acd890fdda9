import { recordPages } from '../../federation/recordPages';

/** The product pages, in the order the area's route table matches them. */
export const productPages = recordPages('/service-desk/products', {
  list: 'Products',
  create: 'New product',
  edit: 'Edit product',
  show: 'Product',
});
