import { vendorMutations, vendorQueries } from '@/api/vendors';
import { referenceListScreen } from '@/records/reference/referenceListScreen';
import { column, sortedColumn } from '@/ui/table/columns';
import { vendorPaths } from '../paths';

/** /service-desk/vendor: name, primary contact, email, address, status, actions (view, edit, delete). */
export default referenceListScreen({
  prefix: 'vendor',
  resource: { queries: vendorQueries, mutations: vendorMutations },
  paths: vendorPaths,
  viewPath: vendorPaths.show,
  columns: (t) => [
    sortedColumn('primary_contact', t('vendor_primary_contact'), (row) => row.primary_contact),
    sortedColumn('email', t('email'), (row) => row.email),
    column('address', t('vendor_address'), (row) => row.address),
    sortedColumn('status', t('status'), (row) => row.status.name),
  ],
});
