import { scopedSearch } from '../list-filters';
import { listSearch, ownText } from '../list-search';
import { columnSorts, readListPage, sortFieldsOf, type PageQuery } from '../list-query';
import type { Db } from '../types';
import { expiryOf, type Expiry } from './expiry';

/** How a table of contracts sorts (`contracts c`): by id, name, cost and dates. */
export const CONTRACT_SORTS = columnSorts('c', ['id', 'cost', 'contract_start_date', 'contract_end_date'], ['name']);
export type ContractSortField = keyof typeof CONTRACT_SORTS;
export const CONTRACT_SORT_FIELDS = sortFieldsOf(CONTRACT_SORTS);

/** Whose contracts: those of the assets attached to a ticket, or of an organization's assets. */
export type ContractScope = { ticketId: number } | { organizationId: number };

/** A contract with its cost and dates, as the tables of a record's contracts show it. */
export interface ContractSummary {
  id: number;
  name: string;
  cost: number | null;
  contract_start_date: string | null;
  contract_end_date: string | null;
}

export interface ContractRow extends ContractSummary {
  created_at: string;
  expiry: Expiry | null;
}

const SOURCE = {
  from: 'contracts c',
  columns: 'c.id, c.name, c.cost, c.contract_start_date, c.contract_end_date, c.created_at',
  key: 'c.id',
  sorts: CONTRACT_SORTS,
};

/** The condition a scope puts on the contracts, and the value it binds. */
function scopeCondition(scope: ContractScope): [string, unknown] {
  if ('ticketId' in scope) {
    return [
      `EXISTS (SELECT 1 FROM contract_assets ca JOIN ticket_assets ta ON ta.asset_id = ca.asset_id
               WHERE ca.contract_id = c.id AND ta.ticket_id = ?)`,
      scope.ticketId,
    ];
  }
  return [
    `EXISTS (SELECT 1 FROM contract_assets ca JOIN assets a ON a.id = ca.asset_id
     WHERE ca.contract_id = c.id AND a.organization_id = ?)`,
    scope.organizationId,
  ];
}

/** One page of the contracts in scope (search: name), sorted and paged in SQL. */
export function listScopedContracts(
  db: Db,
  scope: ContractScope,
  query: PageQuery<ContractSortField>,
): { data: ContractRow[]; total: number } {
  const [condition, value] = scopeCondition(scope);
  const { rows, total } = readListPage<Omit<ContractRow, 'expiry'>, ContractSortField>(
    db,
    SOURCE,
    query,
    scopedSearch(condition, value, listSearch('c', { name: ownText('name') }), query.search),
  );
  return { data: rows.map((row) => ({ ...row, expiry: expiryOf(row.contract_end_date) })), total };
}
