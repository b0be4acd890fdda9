import { activityLogTableSql } from '../records/activity-log';
import { assetLinkTableSql } from '../records/associations';
import { RECORD_DATES } from '../schema-sql';

/**
 * Products (status 1 enabled, 0 disabled), their life-cycle statuses, the vendors selling them
 * and the assets that are one of them (an asset is one product at most).
 */
export const productTables = `
CREATE TABLE product_statuses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  status_id INTEGER NOT NULL DEFAULT 1 CHECK (status_id IN (0, 1)),
  product_status_id INTEGER NOT NULL REFERENCES product_statuses (id),
  manufacturer TEXT NOT NULL,
  department_id INTEGER NOT NULL REFERENCES departments (id),
  procurement_mode_id INTEGER NOT NULL REFERENCES procurement_modes (id),
  description TEXT NOT NULL DEFAULT '',
  asset_type_id INTEGER REFERENCES asset_types (id),
  ${RECORD_DATES}
);
CREATE INDEX products_procurement_mode ON products (procurement_mode_id);

CREATE TABLE product_vendors (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  vendor_id INTEGER NOT NULL REFERENCES vendors (id),
  PRIMARY KEY (product_id, vendor_id)
);
CREATE INDEX product_vendors_vendor ON product_vendors (vendor_id);
${assetLinkTableSql('sd_products')}
CREATE UNIQUE INDEX product_assets_one_product ON product_assets (asset_id);
${activityLogTableSql('sd_products')}
`;
