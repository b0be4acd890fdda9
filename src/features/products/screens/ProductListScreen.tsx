import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { productMutations, productQueries, productStatusKey, type Product } from '@/api/products';
import { ReferenceList } from '@/records/reference/ReferenceList';
import { productPaths } from '../paths';
import { column, sortedColumn } from '@/ui/table/columns';

const nameOf = (product: Product) => product.name;
const editPath = (product: Product) => productPaths.edit(product.id);
const viewPath = (product: Product) => productPaths.show(product.id);

/** /service-desk/products: name, manufacturer, product status, status (Enable/Disable), actions; plus opens the form. */
export default function ProductListScreen() {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<Product, unknown>[]>(
    () => [
      sortedColumn('name', t('name'), (row) => row.name),
      sortedColumn('manufacturer', t('product_manufacturer'), (row) => row.manufacturer),
      column('product_status', t('product_status'), (row) => row.product_status.name),
      sortedColumn('status', t('status'), (row) => t(productStatusKey(row.status))),
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
