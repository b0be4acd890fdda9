import { nowDbDate } from '../dates';
import { insertRow } from '../insert';
import { columnSorts, readListPage, sortFieldsOf, type PageQuery } from '../list-query';
import { computedText, listSearch, ownText, referencedText, searchIn, type SearchedTexts } from '../list-search';
import { listRowsOf } from '../reference-rows';
import { readJsonRow, refJson, type Ref } from '../sql-json';
import type { Db } from '../types';

export const PRODUCT_SORT_FIELDS = ['id', 'name', 'manufacturer', 'status', 'created_at', 'updated_at'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

export interface Product {
  id: number;
  name: string;
  /** 1 enabled, 0 disabled. */
  status: 0 | 1;
  manufacturer: string;
  product_status: Ref;
  procurement: Ref;
  department: Ref;
  asset_type: Ref | null;
  description: string;
  created_at: string;
  updated_at: string;
}

export interface ProductInput {
  name: string;
  status_id: 0 | 1;
  product_status_id: number;
  manufacturer: string;
  department_id: number;
  procurement_mode_id: number;
  description: string;
  asset_type_id: number | null;
}

const JSON_COLUMNS = ['product_status', 'procurement', 'department', 'asset_type'];
const COLUMNS = `p.id, p.name, p.status_id AS status, p.manufacturer,
  ${refJson('ps')} AS product_status, ${refJson('pm')} AS procurement, ${refJson('d')} AS department,
  ${refJson('at', { nullable: true })} AS asset_type, p.description, p.created_at, p.updated_at`;
const JOINS = `JOIN product_statuses ps ON ps.id = p.product_status_id
  JOIN procurement_modes pm ON pm.id = p.procurement_mode_id
  JOIN departments d ON d.id = p.department_id
  LEFT JOIN asset_types at ON at.id = p.asset_type_id`;

/** What a product's status (1 or 0) reads in its lists: Enable or Disable. */
const statusName = (alias: string) => `CASE ${alias}.status_id WHEN 1 THEN 'Enable' ELSE 'Disable' END`;

/** A product's texts its lists show: name, manufacturer, product status and status. */
export const PRODUCT_TEXTS: SearchedTexts = {
  name: ownText('name'),
  manufacturer: ownText('manufacturer'),
  product_status: referencedText('product_status_id', { table: 'product_statuses' }),
  status: computedText(['status_id'], statusName),
};

/** One page of products, searched in what the list shows. */
export function listProducts(db: Db, query: PageQuery<ProductSortField>): { rows: Product[]; total: number } {
  return readListPage<Product, ProductSortField>(
    db,
    {
      from: 'products p',
      columns: COLUMNS,
      json: JSON_COLUMNS,
      joins: JOINS,
      key: 'p.id',
      sorts: {
        ...columnSorts('p', ['id', 'created_at', 'updated_at'], ['name', 'manufacturer']),
        status: 'p.status_id',
      },
    },
    query,
    searchIn(listSearch('p', PRODUCT_TEXTS), query.search),
  );
}

export function findProduct(db: Db, id: number): Product | undefined {
  return readJsonRow<Product>(db, `SELECT ${COLUMNS} FROM products p ${JOINS} WHERE p.id = ?`, JSON_COLUMNS, id);
}

/** The asset type a product has, null when none. */
export function productAssetTypeId(db: Db, id: number): number | null {
  return db.prepare('SELECT asset_type_id FROM products WHERE id = ?').pluck().get(id) as number | null;
}

/** Saves the product; returns its id. */
export function saveProduct(db: Db, input: ProductInput, id: number | undefined): number {
  const now = nowDbDate();
  if (id === undefined) return insertRow(db, 'products', { ...input, created_at: now, updated_at: now });
  db.prepare(
    `UPDATE products SET name = ?, status_id = ?, product_status_id = ?, manufacturer = ?, department_id = ?,
       procurement_mode_id = ?, description = ?, asset_type_id = ?, updated_at = ? WHERE id = ?`,
  ).run(
    input.name,
    input.status_id,
    input.product_status_id,
    input.manufacturer,
    input.department_id,
    input.procurement_mode_id,
    input.description,
    input.asset_type_id,
    now,
    id,
  );
  return id;
}

/** How products are listed, found and saved (nothing keeps one from being deleted). */
export const PRODUCT_STORE = { list: listProducts, find: findProduct, save: saveProduct, usage: () => undefined };

export interface ProductVendor extends Ref {
  email: string;
  primary_contact: string;
}

const PRODUCT_VENDOR_SORTS = columnSorts('v', ['id'], ['name', 'email', 'primary_contact']);
export type ProductVendorSortField = keyof typeof PRODUCT_VENDOR_SORTS;
export const PRODUCT_VENDOR_SORT_FIELDS = sortFieldsOf(PRODUCT_VENDOR_SORTS);

/** The vendors selling a product: the product page's vendors tab. */
export const listProductVendors = listRowsOf<ProductVendor, ProductVendorSortField>(
  {
    from: 'product_vendors pv JOIN vendors v ON v.id = pv.vendor_id',
    columns: 'v.id, v.name, v.email, v.primary_contact',
    key: 'v.id',
    sorts: PRODUCT_VENDOR_SORTS,
  },
  'pv.product_id',
  listSearch('v', { name: ownText('name'), email: ownText('email'), primary_contact: ownText('primary_contact') }),
);
