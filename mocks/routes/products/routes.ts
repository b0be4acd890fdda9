import { PRODUCT_SORT_FIELDS, PRODUCT_STORE, productAssetTypeId, type ProductInput } from '../../db/products/products';
import type { Db } from '../../db/types';
import { readBoundedText, readOnOff, readReference } from '../../http/form-fields';
import type { RawQuery } from '../../http/query';
import type { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { NAME_MAX } from '../records/named-type';
import { referenceRoutes } from '../records/reference-record';

const MANUFACTURER_MAX = 255;
const DESCRIPTION_MAX = 5000;
export const ASSET_TYPE_LOCKED = 'The asset type cannot be changed once it is set.';

/** The product form; a new product is enabled unless told otherwise, and a set asset type stays. */
function readProductInput(db: Db, fields: RawQuery, validator: Validator, name: string, id?: number): ProductInput {
  const reference = (field: string, label: string, table: 'product_statuses' | 'departments' | 'procurement_modes') =>
    readReference(db, fields, field, label, { table, required: true }, validator) ?? 0;
  const assetTypeId =
    readReference(db, fields, 'asset_type_id', 'asset type', { table: 'asset_types', required: false }, validator) ??
    null;
  const lockedTypeId = id === undefined ? null : productAssetTypeId(db, id);
  if (lockedTypeId !== null && assetTypeId !== lockedTypeId) validator.add('asset_type_id', ASSET_TYPE_LOCKED);
  return {
    name,
    status_id: readOnOff(fields, 'status_id', validator, id === undefined ? 1 : PRODUCT_STORE.find(db, id)?.status),
    product_status_id: reference('product_status_id', 'product status', 'product_statuses'),
    manufacturer: readBoundedText(fields, 'manufacturer', 'manufacturer', MANUFACTURER_MAX, validator),
    department_id: reference('department_id', 'department', 'departments'),
    procurement_mode_id: reference('procurement_mode_id', 'procurement mode', 'procurement_modes'),
    description: readBoundedText(fields, 'description', 'description', DESCRIPTION_MAX, validator),
    asset_type_id: assetTypeId,
  };
}

/**
 * Products, kept by administrators: product-list, product/{id}, POST product, DELETE
 * product-delete/{id} (its vendor and asset links go with it).
 */
export const productRoutes: Routes = referenceRoutes({
  noun: 'product',
  table: 'products',
  http: { path: 'product', listKey: 'products', recordKey: 'product', deletePath: 'product-delete' },
  sorts: { fields: PRODUCT_SORT_FIELDS, default: 'id' },
  unique: { name: 'name', label: 'name', max: NAME_MAX },
  readInput: readProductInput,
  store: PRODUCT_STORE,
});
