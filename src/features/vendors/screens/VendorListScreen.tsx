import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { vendorMutations, vendorQueries, type Vendor } from '@/api/vendors';
import { ReferenceList } from '@/records/reference/ReferenceList';
import { vendorPaths } from '../paths';
import { column, sortedColumn } from '@/ui/table/columns';

const nameOf = (vendor: Vendor) => vendor.name;
const editPath = (vendor: Vendor) => vendorPaths.edit(vendor.id);
const viewPath = (vendor: Vendor) => vendorPaths.show(vendor.id);

/** /service-desk/vendor: name, primary contact, email, address, status, actions (view, edit, delete). */
export default function VendorListScreen() {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<Vendor, unknown>[]>(
    () => [
      sortedColumn('name', t('name'), (row) => row.name),
      sortedColumn('primary_contact', t('vendor_primary_contact'), (row) => row.primary_contact),
      sortedColumn('email', t('email'), (row) => row.email),
      column('address', t('vendor_address'), (row) => row.address),
      sortedColumn('status', t('status'), (row) => row.status.name),
    ],
    [t],
  );
  return (
    <ReferenceList
      id="sd-vendor"
      title={t('vendor_list')}
      create={{ path: vendorPaths.create, label: t('vendor_create') }}
      columns={columns}
      list={vendorQueries.list}
      remove={vendorMutations.remove}
      nameOf={nameOf}
      editPath={editPath}
      viewPath={viewPath}
    />
  );
}
