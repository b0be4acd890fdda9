import { vendorMutations, vendorQueries } from '@/api/vendors';
import { referenceListScreen } from '@/records/reference/referenceListScreen';
import { PRIMARY } from '@/ui/table/columnMeta';
import { column, sortedColumn } from '@/ui/table/columns';
import { vendorPaths } from '../paths';

/**
 * /service-desk/vendor: name, primary contact, email, address, status, actions (view, edit, delete);
 * the address leaves first as the width shrinks, then the contact, then the email.
 */
export default referenceListScreen({
  prefix: 'vendor',
  resource: { queries: vendorQueries, mutations: vendorMutations },
  paths: vendorPaths,
  viewPath: vendorPaths.show,
  columns: (t) => [
    sortedColumn('primary_contact', t('vendor_primary_contact'), (row) => row.primary_contact, { priority: 3 }),
    sortedColumn('email', t('email'), (row) => row.email, { priority: 2, width: 12 }),
    column('address', t('vendor_address'), (row) => row.address, { priority: 4, width: 10 }),
    sortedColumn('status', t('status'), (row) => row.status.name, { priority: PRIMARY }),
  ],
});
