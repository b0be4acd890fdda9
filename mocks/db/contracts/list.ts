import { scopedSearch } from '../list-filters';
import { readListPage, type PageQuery } from '../list-query';
import { inJsonIds } from '../sql-where';
import type { Db } from '../types';

export const CONTRACT_SORT_FIELDS = ['id', 'name', 'cost', 'contract_start_date', 'contract_end_date'] as const;
export type ContractSortField = (typeof CONTRACT_SORT_FIELDS)[number];

/** Whose contracts: those of the assets attached to a ticket, used by users, or of an organization. */
export type ContractScope = { ticketId: number } | { userIds: number[] } | { organizationId: number };

export interface ContractRow {
  id: number;
  name: string;
  cost: number | null;
  contract_start_date: string | null;
  contract_end_date: string | null;
}

const SOURCE = {
  from: 'contracts c LEFT JOIN contract_terms ct ON ct.contract_id = c.id',
  columns: 'c.id, c.name, ct.cost, ct.contract_start_date, ct.contract_end_date',
  key: 'c.id',
  sorts: {
    id: 'c.id',
    name: 'c.name COLLATE NOCASE',
    cost: 'ct.cost',
    contract_start_date: 'ct.contract_start_date',
    contract_end_date: 'ct.contract_end_date',
  },
};

/** The condition a scope puts on the contracts, and the value it binds. */
function scopeCondition(scope: ContractScope): [string, unknown] {
  if ('ticketId' in scope) {
    return [
      `EXISTS (SELECT 1 FROM assets a JOIN ticket_assets ta ON ta.asset_id = a.id
               WHERE a.contract_id = c.id AND ta.ticket_id = ?)`,
      scope.ticketId,
    ];
  }
  if ('userIds' in scope) {
    return [
      `EXISTS (SELECT 1 FROM assets a WHERE a.contract_id = c.id AND ${inJsonIds('a.used_by_id')})`,
      JSON.stringify(scope.userIds),
    ];
  }
  return ['EXISTS (SELECT 1 FROM assets a WHERE a.contract_id = c.id AND a.organization_id = ?)', scope.organizationId];
}

/** One page of the contracts in scope (search: name), sorted and paged in SQL. */
export function listScopedContracts(
  db: Db,
  scope: ContractScope,
  query: PageQuery<ContractSortField>,
): { data: ContractRow[]; total: number } {
  const [condition, value] = scopeCondition(scope);
  const { rows, total } = readListPage<ContractRow, ContractSortField>(
    db,
    SOURCE,
    query,
    scopedSearch(condition, value, ['c.name'], query.search),
  );
  return { data: rows, total };
}
