import { productMutations, productQueries, productStatusKey } from '@/api/products';
import { referenceListScreen } from '@/records/reference/referenceListScreen';
import { PRIMARY } from '@/ui/table/columnMeta';
import { column, sortedColumn } from '@/ui/table/columns';
import { productPaths } from '../paths';

/**
 * /service-desk/products: name, manufacturer, product status, status (Enable/Disable), actions; plus
 * opens the form. The product status leaves first as the width shrinks, then the manufacturer.
 */
export default referenceListScreen({
  prefix: 'product',
  resource: { queries: productQueries, mutations: productMutations },
  paths: productPaths,
  viewPath: productPaths.show,
  columns: (t) => [
    sortedColumn('manufacturer', t('product_manufacturer'), (row) => row.manufacturer, { priority: 2 }),
    column('product_status', t('product_status'), (row) => row.product_status.name, { priority: 3 }),
    sortedColumn('status', t('status'), (row) => t(productStatusKey(row.status)), { priority: PRIMARY }),
  ],
});
