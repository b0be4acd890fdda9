import type { SeedContext } from '../seeding/context';

const PROCUREMENT_MODES = ['Purchase', 'Lease', 'Subscription', 'Donation'];
const PRODUCT_STATUSES = ['In production', 'In pipeline', 'Retired'];
const PRODUCTS: readonly [name: string, manufacturer: string][] = [
  ['ThinkPad T14', 'Lenovo'],
  ['Latitude 5440', 'Dell'],
  ['UltraSharp U2723QE', 'Dell'],
  ['Catalyst 9200', 'Cisco'],
  ['Office 365 E3', 'Microsoft'],
  ['LaserJet Pro M404', 'HP'],
];

/** Each product covers this many assets, taken in id order. */
const ASSETS_PER_PRODUCT = 2;

/**
 * Procurement modes, product statuses, products with their vendors and assets. Plain arithmetic
 * rather than the shared PRNG, so every other seeded record stays as it was.
 */
export function seedProducts(context: SeedContext): void {
  const dated = (index: number) => context.steppedDates(index, 300, 7);
  const modeIds = context.insertAll(
    'procurement_modes',
    PROCUREMENT_MODES.map((name, index) => ({ name, ...dated(index) })),
  );
  const statusIds = context.insertAll(
    'product_statuses',
    PRODUCT_STATUSES.map((name) => ({ name })),
  );
  const departmentIds = context.ids('SELECT id FROM departments ORDER BY id');
  const assetTypeIds = context.ids('SELECT id FROM asset_types ORDER BY id');
  const productIds = context.insertAll(
    'products',
    PRODUCTS.map(([name, manufacturer], index) => ({
      name,
      manufacturer,
      status_id: index === PRODUCTS.length - 1 ? 0 : 1,
      product_status_id: statusIds[index % statusIds.length],
      department_id: departmentIds[index % departmentIds.length],
      procurement_mode_id: modeIds[index % (modeIds.length - 1)],
      description: `${name} by ${manufacturer}.`,
      asset_type_id: index % 2 === 0 ? assetTypeIds[index % assetTypeIds.length] : null,
      ...dated(index),
    })),
  );
  const vendorIds = context.ids('SELECT id FROM vendors ORDER BY id');
  const assetIds = context.ids('SELECT id FROM assets ORDER BY id LIMIT ?', productIds.length * ASSETS_PER_PRODUCT);
  const linkVendor = context.db.prepare('INSERT INTO product_vendors (product_id, vendor_id) VALUES (?, ?)');
  const linkAsset = context.db.prepare('INSERT INTO product_assets (product_id, asset_id) VALUES (?, ?)');
  productIds.forEach((productId, index) => {
    linkVendor.run(productId, vendorIds[index % vendorIds.length]);
    if (index % 3 === 0) linkVendor.run(productId, vendorIds[(index + 2) % vendorIds.length]);
    for (let slot = 0; slot < ASSETS_PER_PRODUCT; slot += 1) {
      const assetId = assetIds[index * ASSETS_PER_PRODUCT + slot];
      if (assetId !== undefined) linkAsset.run(productId, assetId);
    }
  });
}
