import { CONTRACT_SORTS, type ContractSortField } from '../contracts/list';
import { columnSorts, sortFieldsOf } from '../list-query';
import { refJson } from '../sql-json';
import { listSearch, ownText, referencedText } from '../list-search';
import { PRODUCT_TEXTS } from '../products/products';
import { listRowsOf } from '../reference-rows';
import type { VendorContract, VendorProduct } from '@/api/vendors/types';

export type { VendorContract, VendorProduct };

/** The contracts signed with a vendor, with their cost and dates: the vendor page's contracts tab. */
export const listVendorContracts = listRowsOf<VendorContract, ContractSortField>(
  {
    from: 'contracts c',
    columns: 'c.id, c.name, c.cost, c.contract_start_date, c.contract_end_date',
    key: 'c.id',
    sorts: CONTRACT_SORTS,
  },
  'c.vendor_id',
  listSearch('c', { name: ownText('name') }),
);

const VENDOR_PRODUCT_SORTS = { ...columnSorts('p', ['id'], ['name', 'manufacturer']), status: 'p.status_id' };
export type VendorProductSortField = keyof typeof VENDOR_PRODUCT_SORTS;
export const VENDOR_PRODUCT_SORT_FIELDS = sortFieldsOf(VENDOR_PRODUCT_SORTS);

/** The products a vendor sells: the vendor page's products tab. */
export const listVendorProducts = listRowsOf<VendorProduct, VendorProductSortField>(
  {
    from: 'product_vendors pv JOIN products p ON p.id = pv.product_id',
    columns: `p.id, p.name, p.manufacturer, p.status_id AS status, ${refJson('d')} AS department`,
    json: ['department'],
    joins: 'JOIN departments d ON d.id = p.department_id',
    key: 'p.id',
    sorts: VENDOR_PRODUCT_SORTS,
  },
  'pv.vendor_id',
  listSearch('p', {
    name: PRODUCT_TEXTS.name,
    manufacturer: PRODUCT_TEXTS.manufacturer,
    status: PRODUCT_TEXTS.status,
    department: referencedText('department_id', { table: 'departments' }),
  }),
);
