import { useTranslation } from 'react-i18next';
import { productStatusKey } from '@/api/products';
import { vendorQueries, type VendorContract, type VendorProduct } from '@/api/vendors';
import { displayDate } from '@/format/dates';
import { associatesTable } from '@/records/associations/associatesTable';
import { SwitchTabs } from '@/ui/SwitchTabs';
import { column, sortedColumn } from '@/ui/table/columns';

const ContractsTable = associatesTable({
  label: 'vendor_associated_contracts',
  area: 'vendor-contracts',
  columns: (t) => [
    sortedColumn<VendorContract>('name', t('name'), (row) => row.name),
    sortedColumn<VendorContract>('cost', t('vendor_cost'), (row) => row.cost ?? '--'),
    sortedColumn<VendorContract>('contract_start_date', t('vendor_contract_start'), (row) =>
      displayDate(row.contract_start_date),
    ),
    sortedColumn<VendorContract>('contract_end_date', t('vendor_contract_end'), (row) =>
      displayDate(row.contract_end_date),
    ),
  ],
  list: vendorQueries.contracts,
  rowName: (row) => row.name,
});

const ProductsTable = associatesTable({
  label: 'vendor_associated_products',
  area: 'vendor-products',
  columns: (t) => [
    sortedColumn<VendorProduct>('name', t('name'), (row) => row.name),
    sortedColumn<VendorProduct>('manufacturer', t('product_manufacturer'), (row) => row.manufacturer),
    sortedColumn<VendorProduct>('status', t('status'), (row) => t(productStatusKey(row.status))),
    column<VendorProduct>('department', t('department'), (row) => row.department.name),
  ],
  list: vendorQueries.products,
  rowName: (row) => row.name,
});

/** The vendor page's tabs: its contracts (default) and the products it sells. */
export function VendorTabs({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation();
  return (
    <SwitchTabs
      label={t('vendor_associates')}
      tabs={[
        {
          key: 'contracts',
          title: t('vendor_associated_contracts'),
          content: () => <ContractsTable ownerId={vendorId} />,
        },
        {
          key: 'products',
          title: t('vendor_associated_products'),
          content: () => <ProductsTable ownerId={vendorId} />,
        },
      ]}
    />
  );
}
