import type { AxiosInstance } from 'axios';
import type { ListQuery } from '../listParams';
import { invalidates, reloadOnSettled, reloadOnSuccess } from '../query/mutations';
import { pagedQuery, readQuery } from '../query/options';
import { fetchReferenceRecord, referenceRecordQueries } from '../referenceRecords';
import { attachProductVendors, detachProductVendor, fetchProductVendors, PRODUCT_API } from './calls';
import type { Product } from './types';

const reference = referenceRecordQueries<Product, Product>('products', PRODUCT_API);

export const productKeys = {
  ...reference.keys,
  detail: (id: number) => ['products', id, 'detail'] as const,
  vendorsOf: (id: number) => ['products', id, 'vendors'] as const,
  vendors: (id: number, query: ListQuery) => ['products', id, 'vendors', query] as const,
};

export const productQueries = {
  ...reference.queries,
  /** GET product/{id} for the product's page. */
  detail: (http: AxiosInstance, id: number) =>
    readQuery(productKeys.detail(id), (signal) => fetchReferenceRecord<Product>(http, PRODUCT_API, id, signal)),
  vendors: (http: AxiosInstance, id: number, query: ListQuery) =>
    pagedQuery(productKeys.vendors(id, query), (signal) => fetchProductVendors(http, id, query, signal)),
};

export const productMutations = {
  ...reference.mutations,
  attachVendors: (http: AxiosInstance, productId: number) =>
    reloadOnSuccess(
      (vendorIds: number[]) => attachProductVendors(http, productId, vendorIds),
      invalidates(productKeys.vendorsOf(productId)),
    ),
  detachVendor: (http: AxiosInstance, productId: number) =>
    reloadOnSettled(
      (vendorId: number) => detachProductVendor(http, productId, vendorId),
      invalidates(productKeys.vendorsOf(productId)),
    ),
};
