import type { AxiosInstance } from 'axios';
import type { ListQuery } from '../listParams';
import { pagedQuery, readQuery } from '../query/options';
import { fetchReferenceRecord, referenceRecordQueries } from '../referenceRecords';
import { fetchVendorTable, VENDOR_API } from './calls';
import type { Vendor, VendorContract, VendorProduct } from './types';

const reference = referenceRecordQueries<Vendor, Vendor>('vendors', VENDOR_API);

export const vendorKeys = {
  ...reference.keys,
  detail: (id: number) => ['vendors', id, 'detail'] as const,
  table: (id: number, part: string, query: ListQuery) => ['vendors', id, part, query] as const,
};

export const vendorMutations = reference.mutations;

export const vendorQueries = {
  ...reference.queries,
  /** GET vendor/{id} for the vendor's page. */
  detail: (http: AxiosInstance, id: number) =>
    readQuery(vendorKeys.detail(id), (signal) => fetchReferenceRecord<Vendor>(http, VENDOR_API, id, signal)),
  contracts: (http: AxiosInstance, id: number, query: ListQuery) =>
    pagedQuery(vendorKeys.table(id, 'contracts', query), (signal) =>
      fetchVendorTable<VendorContract>(http, 'contract', id, query, signal),
    ),
  products: (http: AxiosInstance, id: number, query: ListQuery) =>
    pagedQuery(vendorKeys.table(id, 'products', query), (signal) =>
      fetchVendorTable<VendorProduct>(http, 'product', id, query, signal),
    ),
};
