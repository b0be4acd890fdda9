import { productMutations, productQueries, type ProductVendor } from '@/api/products';
import { associatesTable } from '@/records/associations/associatesTable';
import { sortedColumn } from '@/ui/table/columns';

/** The vendors a product is bought from: name, email, primary contact, and a detach per row. */
export const ProductVendorsTable = associatesTable({
  label: 'product_associated_vendors',
  area: 'product-vendors',
  columns: (t) => [
    sortedColumn<ProductVendor>('name', t('name'), (row) => row.name),
    sortedColumn<ProductVendor>('email', t('email'), (row) => row.email),
    sortedColumn<ProductVendor>('primary_contact', t('vendor_primary_contact'), (row) => row.primary_contact),
  ],
  list: productQueries.vendors,
  rowName: (row) => row.name,
  detach: productMutations.detachVendor,
});
