import { useMemo } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { productMutations, productQueries, type ProductVendor } from '@/api/products';
import { useHttp } from '@/host/PluginContext';
import { DetachableTable } from '@/records/associations/DetachableTable';
import { useTableQuery } from '@/ui/table/useTableQuery';

/** The vendors a product is bought from: name, email, primary contact, and a detach per row. */
export function ProductVendorsTable({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const http = useHttp();
  const [query, updateQuery] = useTableQuery();
  const list = useQuery(productQueries.vendors(http, productId, query));
  const detach = useMutation(productMutations.detachVendor(http, productId));
  const columns = useMemo<ColumnDef<ProductVendor, unknown>[]>(
    () => [
      { id: 'name', header: t('name'), meta: { sortField: 'name' }, cell: ({ row }) => row.original.name },
      { id: 'email', header: t('email'), meta: { sortField: 'email' }, cell: ({ row }) => row.original.email },
      {
        id: 'primary_contact',
        header: t('vendor_primary_contact'),
        meta: { sortField: 'primary_contact' },
        cell: ({ row }) => row.original.primary_contact,
      },
    ],
    [t],
  );
  return (
    <DetachableTable
      label={t('product_associated_vendors')}
      area="product-vendors"
      columns={columns}
      list={list}
      query={query}
      onQueryChange={updateQuery}
      rowName={(row) => row.name}
      detach={(row) => detach.mutateAsync(row.id)}
    />
  );
}
