import type { Option } from '../dependencies';

export interface Product {
  id: number;
  name: string;
  /** 1 enabled, 0 disabled. */
  status: number;
  manufacturer: string;
  product_status: Option;
  procurement: Option;
  department: Option;
  asset_type: Option | null;
  description: string;
  created_at: string;
  updated_at: string;
}

/** What the product form sends (as status_id, product_status_id, department_id, procurement_mode_id, asset_type_id). */
export interface ProductSaveValues {
  name: string;
  status: 0 | 1;
  manufacturer: string;
  productStatus: Option | null;
  procurement: Option | null;
  department: Option | null;
  assetType: Option | null;
  description: string;
}

/** A row of the product page's vendors tab. */
export interface ProductVendor {
  id: number;
  name: string;
  email: string;
  primary_contact: string;
}

/** A product's status as shown, as its i18n key: 1 Enable, anything else Disable. */
export const productStatusKey = (status: number) => (status === 1 ? 'product_enable' : 'product_disable');
