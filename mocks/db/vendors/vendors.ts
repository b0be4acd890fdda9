import { nowDbDate } from '../dates';
import { insertRow } from '../insert';
import { columnSorts, readListPage, type PageQuery } from '../list-query';
import { usageMessage } from '../named-types';
import { computedText, listSearch, ownText, searchIn } from '../list-search';
import { parseJsonColumns } from '../sql-json';
import type { Db } from '../types';
import type { Vendor, VendorFields, VendorStatusId } from '@/api/vendors/types';

export const VENDOR_SORT_FIELDS = [
  'id',
  'name',
  'email',
  'primary_contact',
  'address',
  'status',
  'created_at',
  'updated_at',
] as const;
export type VendorSortField = (typeof VENDOR_SORT_FIELDS)[number];

export type { Vendor, VendorStatusId };

export interface VendorInput extends VendorFields {
  /** The product a vendor created from a product's page sells. */
  product_id: number | null;
}

/** A vendor's status in words. */
const statusName = (alias: string) => `CASE ${alias}.status_id WHEN 1 THEN 'Active' ELSE 'Inactive' END`;

/** The columns of a vendor (alias v); `status` is JSON. */
export const VENDOR_COLUMNS = `v.id, v.name, v.description, v.email, v.primary_contact, v.address, v.status_id,
  json_object('id', v.status_id, 'name', ${statusName('v')}) AS status, v.created_at, v.updated_at`;

/** What the vendor list's search reads: the texts its columns show. */
const VENDOR_SEARCH = listSearch('v', {
  name: ownText('name'),
  primary_contact: ownText('primary_contact'),
  email: ownText('email'),
  address: ownText('address'),
  status: computedText(['status_id'], statusName),
});

const parse = (row: Record<string, unknown>) => parseJsonColumns<Vendor>(row, ['status']);

/** One page of vendors, searched in what the list shows. */
export function listVendors(db: Db, query: PageQuery<VendorSortField>): { rows: Vendor[]; total: number } {
  return readListPage<Vendor, VendorSortField>(
    db,
    {
      from: 'vendors v',
      columns: VENDOR_COLUMNS,
      json: ['status'],
      key: 'v.id',
      sorts: {
        ...columnSorts('v', ['id', 'created_at', 'updated_at'], ['name', 'email', 'primary_contact', 'address']),
        status: 'v.status_id',
      },
    },
    query,
    searchIn(VENDOR_SEARCH, query.search),
  );
}

export function findVendor(db: Db, id: number): Vendor | undefined {
  const row = db.prepare(`SELECT ${VENDOR_COLUMNS} FROM vendors v WHERE v.id = ?`).get(id) as
    Record<string, unknown> | undefined;
  return row && parse(row);
}

/** Saves the vendor (and links it to `product_id` when given); returns its id. */
export function saveVendor(db: Db, { product_id, ...input }: VendorInput, id: number | undefined): number {
  return db.transaction(() => {
    const now = nowDbDate();
    let vendorId = id;
    if (vendorId === undefined) {
      vendorId = insertRow(db, 'vendors', { ...input, created_at: now, updated_at: now });
    } else {
      db.prepare(
        `UPDATE vendors SET name = ?, description = ?, email = ?, primary_contact = ?, address = ?, status_id = ?,
           updated_at = ? WHERE id = ?`,
      ).run(input.name, input.description, input.email, input.primary_contact, input.address, input.status_id, now, id);
    }
    if (product_id !== null) {
      db.prepare('INSERT OR IGNORE INTO product_vendors (product_id, vendor_id) VALUES (?, ?)').run(
        product_id,
        vendorId,
      );
    }
    return vendorId;
  })();
}

/** Why the vendor cannot be deleted (contracts signed with it, products it sells); undefined when it can. */
export function vendorUsage(db: Db, id: number): string | undefined {
  return usageMessage(db, 'vendor', id, [
    { table: 'contracts', column: 'vendor_id', singular: 'contract', plural: 'contracts' },
    { table: 'product_vendors', column: 'vendor_id', singular: 'product', plural: 'products' },
  ]);
}

/** How vendors are listed, found and saved, and why one cannot be deleted. */
export const VENDOR_STORE = { list: listVendors, find: findVendor, save: saveVendor, usage: vendorUsage };
