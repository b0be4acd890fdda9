import type { AxiosInstance } from 'axios';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListQuery } from '../listParams';
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
    queryOptions({
      queryKey: vendorKeys.detail(id),
      queryFn: ({ signal }) => fetchReferenceRecord<Vendor>(http, VENDOR_API, id, signal),
    }),
  contracts: (http: AxiosInstance, id: number, query: ListQuery) =>
    queryOptions({
      queryKey: vendorKeys.table(id, 'contracts', query),
      queryFn: ({ signal }) => fetchVendorTable<VendorContract>(http, 'contract', id, query, signal),
      placeholderData: keepPreviousData,
    }),
  products: (http: AxiosInstance, id: number, query: ListQuery) =>
    queryOptions({
      queryKey: vendorKeys.table(id, 'products', query),
      queryFn: ({ signal }) => fetchVendorTable<VendorProduct>(http, 'product', id, query, signal),
      placeholderData: keepPreviousData,
    }),
};
