import * as yup from 'yup';
import type { Product, ProductSaveValues } from '@/api/products';
import { characterCount } from '@/format/characters';
import { RECORD_MESSAGES } from '@/records/recordSchema';
import { serverFieldMap } from '@/ui/form/serverFieldMap';

export const PRODUCT_NAME_MAX = 50;
export const PRODUCT_NAME_MAX_MESSAGE = 'The name should be less than 50 characters.';

/** What a save sends, with the status as the form's radio value. */
export interface ProductFormValues extends Omit<ProductSaveValues, 'status'> {
  /** '1' enabled, '0' disabled. */
  status: '1' | '0';
}

/** A new product is enabled. */
export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  status: '1',
  manufacturer: '',
  productStatus: null,
  procurement: null,
  department: null,
  assetType: null,
  description: '',
};

const requiredText = () => yup.string().trim().required(RECORD_MESSAGES.required);
const requiredOption = () => yup.object().nullable().required(RECORD_MESSAGES.required);

/** Name, manufacturer, procurement mode, product status, department and description required; asset type optional. */
export const productSchema = yup.object({
  name: requiredText().test('max', PRODUCT_NAME_MAX_MESSAGE, (value) => characterCount(value) <= PRODUCT_NAME_MAX),
  manufacturer: requiredText(),
  productStatus: requiredOption(),
  procurement: requiredOption(),
  department: requiredOption(),
  description: requiredText(),
});

export const productServerFields = serverFieldMap<keyof ProductFormValues>({
  name: 'name',
  status_id: 'status',
  manufacturer: 'manufacturer',
  product_status_id: 'productStatus',
  procurement_mode_id: 'procurement',
  department_id: 'department',
  asset_type_id: 'assetType',
  description: 'description',
});

export function productFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    status: product.status === 1 ? '1' : '0',
    manufacturer: product.manufacturer,
    productStatus: product.product_status,
    procurement: product.procurement,
    department: product.department,
    assetType: product.asset_type,
    description: product.description,
  };
}

export function productSaveValues(values: ProductFormValues): ProductSaveValues {
  return {
    name: values.name.trim(),
    status: values.status === '1' ? 1 : 0,
    manufacturer: values.manufacturer.trim(),
    productStatus: values.productStatus,
    procurement: values.procurement,
    department: values.department,
    assetType: values.assetType,
    description: values.description.trim(),
  };
}
