import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { productMutations, productQueries, type ProductVendor } from '@/api/products';
import { useHttp } from '@/host/PluginContext';
import { DetachableTable } from '@/records/associations/DetachableTable';
import { sortedColumn } from '@/ui/table/columns';

/** The vendors a product is bought from: name, email, primary contact, and a detach per row. */
export function ProductVendorsTable({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const http = useHttp();
  const detach = useMutation(productMutations.detachVendor(http, productId));
  const columns = useMemo(
    () => [
      sortedColumn<ProductVendor>('name', t('name'), (row) => row.name),
      sortedColumn<ProductVendor>('email', t('email'), (row) => row.email),
      sortedColumn<ProductVendor>('primary_contact', t('vendor_primary_contact'), (row) => row.primary_contact),
    ],
    [t],
  );
  return (
    <DetachableTable
      label={t('product_associated_vendors')}
      area="product-vendors"
      columns={columns}
      listQuery={(query) => productQueries.vendors(http, productId, query)}
      rowName={(row) => row.name}
      detach={(row) => detach.mutateAsync(row.id)}
    />
  );
}
