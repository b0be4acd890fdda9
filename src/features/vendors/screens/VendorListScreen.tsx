import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { vendorMutations, vendorQueries, type Vendor } from '@/api/vendors';
import { ReferenceList } from '@/records/reference/ReferenceList';
import { vendorPaths } from '../paths';

const nameOf = (vendor: Vendor) => vendor.name;
const editPath = (vendor: Vendor) => vendorPaths.edit(vendor.id);
const viewPath = (vendor: Vendor) => vendorPaths.show(vendor.id);

/** /service-desk/vendor: name, primary contact, email, address, status, actions (view, edit, delete). */
export default function VendorListScreen() {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<Vendor, unknown>[]>(
    () => [
      { id: 'name', header: t('name'), meta: { sortField: 'name' }, cell: ({ row }) => row.original.name },
      {
        id: 'primary_contact',
        header: t('vendor_primary_contact'),
        meta: { sortField: 'primary_contact' },
        cell: ({ row }) => row.original.primary_contact,
      },
      { id: 'email', header: t('email'), meta: { sortField: 'email' }, cell: ({ row }) => row.original.email },
      { id: 'address', header: t('vendor_address'), cell: ({ row }) => row.original.address },
      { id: 'status', header: t('status'), meta: { sortField: 'status' }, cell: ({ row }) => row.original.status.name },
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
