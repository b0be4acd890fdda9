import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { productStatusKey } from '@/api/products';
import { vendorQueries, type VendorContract, type VendorProduct } from '@/api/vendors';
import { displayDate } from '@/format/dates';
import { useHttp } from '@/host/PluginContext';
import { DetachableTable } from '@/records/associations/DetachableTable';
import { Tabs } from '@/ui/Tabs';
import { useTableQuery } from '@/ui/table/useTableQuery';

function ContractsTab({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation();
  const http = useHttp();
  const [query, updateQuery] = useTableQuery();
  const list = useQuery(vendorQueries.contracts(http, vendorId, query));
  const columns = useMemo<ColumnDef<VendorContract, unknown>[]>(
    () => [
      { id: 'name', header: t('name'), meta: { sortField: 'name' }, cell: ({ row }) => row.original.name },
      {
        id: 'cost',
        header: t('vendor_cost'),
        meta: { sortField: 'cost' },
        cell: ({ row }) => row.original.cost ?? '--',
      },
      {
        id: 'contract_start_date',
        header: t('vendor_contract_start'),
        meta: { sortField: 'contract_start_date' },
        cell: ({ row }) => displayDate(row.original.contract_start_date),
      },
      {
        id: 'contract_end_date',
        header: t('vendor_contract_end'),
        meta: { sortField: 'contract_end_date' },
        cell: ({ row }) => displayDate(row.original.contract_end_date),
      },
    ],
    [t],
  );
  return (
    <DetachableTable
      label={t('vendor_associated_contracts')}
      area="vendor-contracts"
      columns={columns}
      list={list}
      query={query}
      onQueryChange={updateQuery}
      rowName={(row) => row.name}
    />
  );
}

function ProductsTab({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation();
  const http = useHttp();
  const [query, updateQuery] = useTableQuery();
  const list = useQuery(vendorQueries.products(http, vendorId, query));
  const columns = useMemo<ColumnDef<VendorProduct, unknown>[]>(
    () => [
      { id: 'name', header: t('name'), meta: { sortField: 'name' }, cell: ({ row }) => row.original.name },
      {
        id: 'manufacturer',
        header: t('product_manufacturer'),
        meta: { sortField: 'manufacturer' },
        cell: ({ row }) => row.original.manufacturer,
      },
      {
        id: 'status',
        header: t('status'),
        meta: { sortField: 'status' },
        cell: ({ row }) => t(productStatusKey(row.original.status)),
      },
      { id: 'department', header: t('department'), cell: ({ row }) => row.original.department.name },
    ],
    [t],
  );
  return (
    <DetachableTable
      label={t('vendor_associated_products')}
      area="vendor-products"
      columns={columns}
      list={list}
      query={query}
      onQueryChange={updateQuery}
      rowName={(row) => row.name}
    />
  );
}

/** The vendor page's tabs: its contracts (default) and the products it sells. */
export function VendorTabs({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation();
  const [active, setActive] = useState('contracts');
  return (
    <Tabs
      label={t('vendor_associates')}
      tabs={[
        { key: 'contracts', title: t('vendor_associated_contracts') },
        { key: 'products', title: t('vendor_associated_products') },
      ]}
      activeKey={active}
      onSelect={setActive}
    >
      {active === 'contracts' ? <ContractsTab vendorId={vendorId} /> : <ProductsTab vendorId={vendorId} />}
    </Tabs>
  );
}
