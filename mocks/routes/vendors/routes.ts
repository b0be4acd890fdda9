import { CONTRACT_SORT_FIELDS } from '../../db/contracts/list';
import { listVendorContracts, listVendorProducts, VENDOR_PRODUCT_SORT_FIELDS } from '../../db/vendors/associated';
import {
  VENDOR_SORT_FIELDS,
  VENDOR_STORE,
  type Vendor,
  type VendorInput,
  type VendorSortField,
} from '../../db/vendors/vendors';
import { isEmailAddress, readBoundedText, readOnOff, readReference } from '../../http/form-fields';
import { readRequestPaging } from '../../http/list-query';
import type { RawQuery } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { Validator } from '../../http/validator';
import type { PageQuery } from '../../db/list-query';
import type { Db } from '../../db/types';
import type { Routes } from '../deps';
import { requireTo } from '../records/kind';
import { existingIdFromPath } from '../records/lookup';
import { NAME_MAX } from '../records/named-type';
import { referenceRecordRoutes, type ReferenceRecord } from '../records/reference-record';

const TEXT_MAX = 255;
const DESCRIPTION_MAX = 5000;
export const VENDOR_NOT_FOUND = 'Vendor not found.';

function readVendorInput(db: Db, fields: RawQuery, validator: Validator, name: string): VendorInput {
  const email = readBoundedText(fields, 'email', 'email', TEXT_MAX, validator);
  if (email !== '' && !isEmailAddress(email)) validator.add('email', 'The email must be a valid email address.');
  return {
    name,
    email,
    primary_contact: readBoundedText(fields, 'primary_contact', 'primary contact', TEXT_MAX, validator),
    address: readBoundedText(fields, 'address', 'address', TEXT_MAX, validator),
    description: readBoundedText(fields, 'description', 'description', DESCRIPTION_MAX, validator),
    status_id: readOnOff(fields, 'status_id', validator),
    product_id:
      readReference(db, fields, 'product_id', 'product', { table: 'products', required: false }, validator) ?? null,
  };
}

const VENDORS: ReferenceRecord<Vendor, VendorInput, VendorSortField> = {
  noun: 'vendor',
  table: 'vendors',
  http: { path: 'vendor', listKey: 'vendors', recordKey: 'vendor' },
  createPermission: 'create_contract',
  sorts: { fields: VENDOR_SORT_FIELDS, default: 'id' },
  unique: { name: 'name', label: 'name', max: NAME_MAX },
  readInput: (db, fields, validator, name) => readVendorInput(db, fields, validator, name),
  store: VENDOR_STORE,
};

/**
 * Vendors: vendor-list, vendor/{id}, POST vendor (every field required; agents who create
 * contracts may add one from the contract form), DELETE vendor/{id} (422 while contracts or
 * products use it), and the vendor page's tables vendor/contract/{id} and vendor/product/{id}.
 */
export const vendorRoutes: Routes = (app, { db }) => {
  referenceRecordRoutes(app, db, VENDORS);

  /** GET vendor/{part}/{id}: one page of the vendor's `part`, answered at data[key]. */
  const vendorTable = <TRow, TSort extends string>(
    part: string,
    key: string,
    sortFields: readonly TSort[],
    list: (db: Db, vendorId: number, query: PageQuery<TSort>) => { rows: TRow[]; total: number },
  ) =>
    app.get<{ Params: { id: string } }>(`${SERVICE_DESK_API}/vendor/${part}/:id`, async (request) => {
      requireTo(db, request, 'view', 'vendor');
      const id = existingIdFromPath(db, request.params.id, 'vendors', VENDOR_NOT_FOUND);
      const { rows, total } = list(db, id, readRequestPaging(request.query, sortFields, sortFields[0]));
      return { data: { [key]: rows, total } };
    });
  vendorTable('contract', 'contracts', CONTRACT_SORT_FIELDS, listVendorContracts);
  vendorTable('product', 'products', VENDOR_PRODUCT_SORT_FIELDS, listVendorProducts);
};
