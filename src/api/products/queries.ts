import type { AxiosInstance } from 'axios';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ListQuery } from '../listParams';
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
    queryOptions({
      queryKey: productKeys.detail(id),
      queryFn: ({ signal }) => fetchReferenceRecord<Product>(http, PRODUCT_API, id, signal),
    }),
  vendors: (http: AxiosInstance, id: number, query: ListQuery) =>
    queryOptions({
      queryKey: productKeys.vendors(id, query),
      queryFn: ({ signal }) => fetchProductVendors(http, id, query, signal),
      placeholderData: keepPreviousData,
    }),
};

export const productMutations = {
  ...reference.mutations,
  attachVendors: (http: AxiosInstance, productId: number) =>
    mutationOptions({
      mutationFn: (vendorIds: number[]) => attachProductVendors(http, productId, vendorIds),
      onSuccess: (_message, _ids, _result, { client }) =>
        client.invalidateQueries({ queryKey: productKeys.vendorsOf(productId) }),
    }),
  detachVendor: (http: AxiosInstance, productId: number) =>
    mutationOptions({
      mutationFn: (vendorId: number) => detachProductVendor(http, productId, vendorId),
      onSettled: (_message, _error, _id, _result, { client }) =>
        client.invalidateQueries({ queryKey: productKeys.vendorsOf(productId) }),
    }),
};
