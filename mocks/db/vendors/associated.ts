import { readListPage, type PageQuery } from '../list-query';
import { refJson } from '../sql-json';
import { searchIn } from '../reference-rows';
import type { Db } from '../types';

export const VENDOR_CONTRACT_SORT_FIELDS = ['id', 'name', 'cost', 'contract_start_date', 'contract_end_date'] as const;
export type VendorContractSortField = (typeof VENDOR_CONTRACT_SORT_FIELDS)[number];

export interface VendorContract {
  id: number;
  name: string;
  cost: number | null;
  contract_start_date: string | null;
  contract_end_date: string | null;
}

/** The rows of one vendor (`column` holds it), searched in `searchColumn`. */
const ofVendor = (column: string, vendorId: number, search: string | undefined, searchColumn: string) => () => {
  const where = searchIn([searchColumn], search)();
  where.add(`${column} = ?`, vendorId);
  return where;
};

/** The contracts signed with a vendor, with their cost and dates: the vendor page's contracts tab. */
export function listVendorContracts(
  db: Db,
  vendorId: number,
  query: PageQuery<VendorContractSortField>,
): { rows: VendorContract[]; total: number } {
  return readListPage<VendorContract, VendorContractSortField>(
    db,
    {
      from: 'contracts c',
      columns: 'c.id, c.name, c.cost, c.contract_start_date, c.contract_end_date',
      key: 'c.id',
      sorts: {
        id: 'c.id',
        name: 'c.name COLLATE NOCASE',
        cost: 'c.cost',
        contract_start_date: 'c.contract_start_date',
        contract_end_date: 'c.contract_end_date',
      },
    },
    query,
    ofVendor('c.vendor_id', vendorId, query.search, 'c.name'),
  );
}

export const VENDOR_PRODUCT_SORT_FIELDS = ['id', 'name', 'manufacturer', 'status'] as const;
export type VendorProductSortField = (typeof VENDOR_PRODUCT_SORT_FIELDS)[number];

export interface VendorProduct {
  id: number;
  name: string;
  manufacturer: string;
  status: number;
  department: { id: number; name: string };
}

/** The products a vendor sells: the vendor page's products tab. */
export function listVendorProducts(
  db: Db,
  vendorId: number,
  query: PageQuery<VendorProductSortField>,
): { rows: VendorProduct[]; total: number } {
  return readListPage<VendorProduct, VendorProductSortField>(
    db,
    {
      from: 'product_vendors pv JOIN products p ON p.id = pv.product_id',
      columns: `p.id, p.name, p.manufacturer, p.status_id AS status, ${refJson('d')} AS department`,
      json: ['department'],
      joins: 'JOIN departments d ON d.id = p.department_id',
      key: 'p.id',
      sorts: {
        id: 'p.id',
        name: 'p.name COLLATE NOCASE',
        manufacturer: 'p.manufacturer COLLATE NOCASE',
        status: 'p.status_id',
      },
    },
    query,
    ofVendor('pv.vendor_id', vendorId, query.search, 'p.name'),
  );
}
