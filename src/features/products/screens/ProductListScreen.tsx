import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { productMutations, productQueries, productStatusKey, type Product } from '@/api/products';
import { ReferenceList } from '@/records/reference/ReferenceList';
import { productPaths } from '../paths';

const nameOf = (product: Product) => product.name;
const editPath = (product: Product) => productPaths.edit(product.id);
const viewPath = (product: Product) => productPaths.show(product.id);

/** /service-desk/products: name, manufacturer, product status, status (Enable/Disable), actions; plus opens the form. */
export default function ProductListScreen() {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<Product, unknown>[]>(
    () => [
      { id: 'name', header: t('name'), meta: { sortField: 'name' }, cell: ({ row }) => row.original.name },
      {
        id: 'manufacturer',
        header: t('product_manufacturer'),
        meta: { sortField: 'manufacturer' },
        cell: ({ row }) => row.original.manufacturer,
      },
      { id: 'product_status', header: t('product_status'), cell: ({ row }) => row.original.product_status.name },
      {
        id: 'status',
        header: t('status'),
        meta: { sortField: 'status' },
        cell: ({ row }) => t(productStatusKey(row.original.status)),
      },
    ],
    [t],
  );
  return (
    <ReferenceList
      id="sd-product"
      title={t('product_list')}
      create={{ path: productPaths.create, label: t('product_create') }}
      columns={columns}
      list={productQueries.list}
      remove={productMutations.remove}
      nameOf={nameOf}
      editPath={editPath}
      viewPath={viewPath}
    />
  );
}
