import type { AxiosInstance } from 'axios';
import { pagingParams, type ListQuery } from '../listParams';
import { saveReferenceRecord, serviceDeskRecordApi } from '../referenceRecords';
import { readPage, type Page, type SavedRecord } from '../responses';
import type { VendorSaveValues } from './types';

const API = '/service-desk/api';

export const VENDOR_API = serviceDeskRecordApi('vendor', 'vendors', 'vendor');

/**
 * POST /service-desk/api/vendor (multipart: id when editing, product_id from a product's page,
 * name, description, email, address, primary_contact, status_id).
 */
export function saveVendor(http: AxiosInstance, values: VendorSaveValues, id?: number): Promise<SavedRecord> {
  const { productId, status_id, ...texts } = values;
  return saveReferenceRecord(
    http,
    VENDOR_API,
    {
      ...(productId === undefined ? {} : { product_id: String(productId) }),
      name: texts.name,
      description: texts.description,
      email: texts.email,
      address: texts.address,
      primary_contact: texts.primary_contact,
      status_id: String(status_id),
    },
    id,
  );
}

/** GET /service-desk/api/vendor/{contract|product}/{id}: one page of the vendor's contracts or products. */
export async function fetchVendorTable<Row>(
  http: AxiosInstance,
  part: 'contract' | 'product',
  vendorId: number,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<Page<Row>> {
  const response = await http.get(`${API}/vendor/${part}/${vendorId}`, { params: pagingParams(query), signal });
  return readPage<Row>(response.data, part === 'contract' ? 'contracts' : 'products');
}
