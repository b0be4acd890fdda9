import type { Product } from '@/api/products';
import { serveLookup } from './serve';

/** A product as GET /product/{id} sends it: an enabled laptop in production, bought for IT. */
export function productRecord(overrides: Partial<Product> = {}): Product {
  return {
    id: 5,
    name: 'ThinkPad T14',
    status: 1,
    manufacturer: 'Lenovo',
    product_status: { id: 1, name: 'In production' },
    procurement: { id: 2, name: 'Purchase' },
    department: { id: 3, name: 'IT' },
    asset_type: { id: 4, name: 'Laptop' },
    description: 'A laptop.',
    created_at: '2024-01-01 10:00:00',
    updated_at: '2024-01-01 10:00:00',
    ...overrides,
  };
}

/** Answers the product form's lookups: `product`'s status, procurement mode and department, and `assetTypes`. */
export function serveProductLookups(product: Product, assetTypes: Array<{ id: number; name: string }>) {
  serveLookup('/service-desk/api/dependency/product_statuses', [product.product_status]);
  serveLookup('/service-desk/api/dependency/product_proc_mode', [product.procurement]);
  serveLookup('/api/dependency/departments', [product.department]);
  serveLookup('/service-desk/api/dependency/asset_types', assetTypes);
}
