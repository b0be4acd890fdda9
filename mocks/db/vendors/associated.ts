import { refJson } from '../sql-json';
import { listRowsOf } from '../reference-rows';
import type { VendorContract, VendorProduct } from '@/api/vendors/types';

export type { VendorContract, VendorProduct };

export const VENDOR_CONTRACT_SORT_FIELDS = ['id', 'name', 'cost', 'contract_start_date', 'contract_end_date'] as const;
export type VendorContractSortField = (typeof VENDOR_CONTRACT_SORT_FIELDS)[number];

/** The contracts signed with a vendor, with their cost and dates: the vendor page's contracts tab. */
export const listVendorContracts = listRowsOf<VendorContract, VendorContractSortField>(
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
  'c.vendor_id',
  ['c.name'],
);

export const VENDOR_PRODUCT_SORT_FIELDS = ['id', 'name', 'manufacturer', 'status'] as const;
export type VendorProductSortField = (typeof VENDOR_PRODUCT_SORT_FIELDS)[number];

/** The products a vendor sells: the vendor page's products tab. */
export const listVendorProducts = listRowsOf<VendorProduct, VendorProductSortField>(
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
  'pv.vendor_id',
  ['p.name'],
);
