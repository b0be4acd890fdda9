import type { AxiosInstance } from 'axios';
import { pagingParams, type ListQuery } from '../listParams';
import { saveReferenceRecord, serviceDeskRecordApi } from '../referenceRecords';
import { idOrEmpty, readMessage, readPage, type Page, type SavedRecord } from '../responses';
import type { ProductSaveValues, ProductVendor } from './types';

const API = '/service-desk/api';

export const PRODUCT_API = serviceDeskRecordApi('product', 'products', 'product', 'product-delete');

/**
 * POST /service-desk/api/product (multipart: id when editing, name, status_id, product_status_id,
 * manufacturer, department_id, procurement_mode_id, description, asset_type_id).
 */
export function saveProduct(http: AxiosInstance, values: ProductSaveValues, id?: number): Promise<SavedRecord> {
  return saveReferenceRecord(
    http,
    PRODUCT_API,
    {
      name: values.name,
      status_id: String(values.status),
      product_status_id: idOrEmpty(values.productStatus),
      manufacturer: values.manufacturer,
      department_id: idOrEmpty(values.department),
      procurement_mode_id: idOrEmpty(values.procurement),
      description: values.description,
      asset_type_id: idOrEmpty(values.assetType),
    },
    id,
  );
}

/** GET /service-desk/api/product/vendor/{id}: one page of the vendors the product is bought from. */
export async function fetchProductVendors(
  http: AxiosInstance,
  productId: number,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<Page<ProductVendor>> {
  const response = await http.get(`${API}/product/vendor/${productId}`, { params: pagingParams(query), signal });
  return readPage<ProductVendor>(response.data, 'vendors');
}

/** POST /service-desk/api/product/attach/vendor (JSON: vendor_ids, product_id). */
export async function attachProductVendors(http: AxiosInstance, productId: number, vendorIds: number[]) {
  const response = await http.post(`${API}/product/attach/vendor`, { vendor_ids: vendorIds, product_id: productId });
  return readMessage(response.data);
}

/** DELETE /service-desk/api/product/detach-vendor/{productId}/{vendorId}. */
export async function detachProductVendor(http: AxiosInstance, productId: number, vendorId: number) {
  return readMessage((await http.delete(`${API}/product/detach-vendor/${productId}/${vendorId}`)).data);
}
