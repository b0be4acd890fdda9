import type { Actor } from '../records/activity-log';
import { assetsOf, attachToRecord, type Association } from '../records/associations';
import type { Db } from '../types';

/** The vendors a product is bought from. */
export const PRODUCT_VENDORS: Association = {
  table: 'product_vendors',
  ownerColumn: 'product_id',
  attachedColumn: 'vendor_id',
  noun: 'vendor',
  label: 'vendors',
};

/** Attaches vendors to a product; returns how many were new. */
export function attachVendorsToProduct(db: Db, productId: number, vendorIds: readonly number[], actor: Actor): number {
  return attachToRecord(db, 'sd_products', productId, PRODUCT_VENDORS, vendorIds, actor);
}

/** Makes the assets ones of the product (an asset is one product at most: it leaves any other); returns how many were new. */
export function attachAssetsToProduct(db: Db, productId: number, assetIds: readonly number[], actor: Actor): number {
  return db.transaction(() => {
    const leave = db.prepare('DELETE FROM product_assets WHERE asset_id = ? AND product_id <> ?');
    for (const assetId of assetIds) leave.run(assetId, productId);
    return attachToRecord(db, 'sd_products', productId, assetsOf('sd_products'), assetIds, actor);
  })();
}
