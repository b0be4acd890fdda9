import { saveVendor, vendorKeys, vendorQueries, type Vendor } from '@/api/vendors';
import type { ReferenceFormKind } from '@/records/reference/ReferenceForm';
import { vendorPaths } from '../paths';
import {
  EMPTY_VENDOR,
  vendorFormValues,
  vendorSaveValues,
  vendorSchema,
  vendorServerFields,
  type VendorFormValues,
} from './schema';

/** The vendor's create/edit page: every save returns to 'Vendor Index'. */
export const VENDOR_FORM: ReferenceFormKind<Vendor, VendorFormValues> = {
  area: 'vendor-form',
  labels: { create: 'vendor_create', edit: 'vendor_edit' },
  forEdit: vendorQueries.forEdit,
  valuesOf: vendorFormValues,
  empty: EMPTY_VENDOR,
  schema: vendorSchema,
  serverFields: vendorServerFields,
  save: (http, values, id) => saveVendor(http, vendorSaveValues(values), id),
  listPath: vendorPaths.list,
  pathAfterSave: () => vendorPaths.list,
  savedQueryKey: vendorKeys.all,
};
