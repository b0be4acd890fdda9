import type { FastifyRequest } from 'fastify';
import { attachAssetsToProduct, attachVendorsToProduct, PRODUCT_VENDORS } from '../../db/products/links';
import { findProduct, listProductVendors, PRODUCT_VENDOR_SORT_FIELDS, type Product } from '../../db/products/products';
import { assetsOf } from '../../db/records/associations';
import type { Db } from '../../db/types';
import type { UserProfile } from '../../db/users/users';
import { readFormBody } from '../../http/form-body';
import { readRequestPaging } from '../../http/list-query';
import { requestSession } from '../../http/session';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { detachRoute, NO_ASSETS, readIdsToAttach } from '../records/associations';
import { capitalised, requireTo, type RecordKind } from '../records/kind';
import { existingIdFromPath, mustExist, requiredId } from '../records/lookup';
import { requireAdmin } from '../records/reference-record';

export const NO_VENDORS = 'Please select vendors.';
const PRODUCT_NOT_FOUND = 'Product not found.';

const PRODUCT: RecordKind<Product> = { owner: 'sd_products', noun: 'product', find: findProduct };

type Attach = (db: Db, productId: number, ids: readonly number[], actor: UserProfile) => number;

/**
 * Product links: POST product/attach/vendor and product/attach-asset (JSON: the ids and
 * product_id), DELETE product/detach-vendor/{productId}/{vendorId} and
 * product/detach-asset/{productId}/{assetId}, and GET product/vendor/{id} (the vendors tab).
 */
export const productLinkRoutes: Routes = (app, { db }) => {
  const attachRoute = (
    path: string,
    field: string,
    table: 'vendors' | 'assets',
    emptyMessage: string,
    attach: Attach,
  ) =>
    app.post(`${SERVICE_DESK_API}/product/${path}`, async (request: FastifyRequest) => {
      requireAdmin(request, 'product');
      const { fields } = await readFormBody(request);
      const validator = new Validator();
      const productId = requiredId(fields, 'product_id', 'product', validator);
      validator.throwIfFailed();
      mustExist(db, 'products', productId!, PRODUCT_NOT_FOUND);
      const ids = readIdsToAttach(db, fields, field, table, emptyMessage, validator);
      validator.throwIfFailed();
      attach(db, productId!, ids, requestSession(request).user);
      return { message: `${capitalised(table)} attached successfully.` };
    });
  attachRoute('attach/vendor', 'vendor_ids', 'vendors', NO_VENDORS, attachVendorsToProduct);
  attachRoute('attach-asset', 'asset_ids', 'assets', NO_ASSETS, attachAssetsToProduct);

  detachRoute(app, db, PRODUCT, 'product/detach-asset', assetsOf('sd_products'));
  detachRoute(app, db, PRODUCT, 'product/detach-vendor', PRODUCT_VENDORS);

  app.get<{ Params: { id: string } }>(`${SERVICE_DESK_API}/product/vendor/:id`, async (request) => {
    requireTo(db, request, 'view', 'product');
    const id = existingIdFromPath(db, request.params.id, 'products', PRODUCT_NOT_FOUND);
    const { rows, total } = listProductVendors(
      db,
      id,
      readRequestPaging(request.query, PRODUCT_VENDOR_SORT_FIELDS, 'id'),
    );
    return { data: { vendors: rows, total } };
  });
};
