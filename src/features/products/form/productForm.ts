import { productKeys, productQueries, saveProduct, type Product } from '@/api/products';
import type { ReferenceFormKind } from '@/records/reference/ReferenceForm';
import { productPaths } from '../paths';
import {
  EMPTY_PRODUCT,
  productFormValues,
  productSaveValues,
  productSchema,
  productServerFields,
  type ProductFormValues,
} from './schema';

/** The product's create/edit page: a create returns to the list after 3 seconds, an edit reloads the record. */
export const PRODUCT_FORM: ReferenceFormKind<Product, ProductFormValues> = {
  area: 'product',
  labels: { create: 'product_create', edit: 'product_edit' },
  forEdit: productQueries.forEdit,
  valuesOf: productFormValues,
  empty: EMPTY_PRODUCT,
  schema: productSchema,
  serverFields: productServerFields,
  save: (http, values, id) => saveProduct(http, productSaveValues(values), id),
  listPath: productPaths.list,
  savedQueryKey: productKeys.all,
};
