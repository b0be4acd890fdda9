import { nowDbDate } from '../dates';
import { scopedSearch } from '../list-filters';
import { readListPage, type PageQuery } from '../list-query';
import { inJsonIds } from '../sql-where';
import type { Db } from '../types';

export const CONTRACT_SORT_FIELDS = ['id', 'name', 'cost', 'contract_start_date', 'contract_end_date'] as const;
export type ContractSortField = (typeof CONTRACT_SORT_FIELDS)[number];

/**
 * Whose contracts: those of the assets attached to a ticket, used by users, or of an organization;
 * or the contracts the assets are attached to.
 */
export type ContractScope =
  { ticketId: number } | { userIds: number[] } | { organizationId: number } | { assetIds: number[] };

export interface ContractRow {
  id: number;
  name: string;
  cost: number | null;
  contract_start_date: string | null;
  contract_end_date: string | null;
  created_at: string;
  /** When the contract ends: 'Expired' once past, else 'Expires'. */
  expiry: { title: string; timestamp: string } | null;
}

const SOURCE = {
  from: 'contracts c LEFT JOIN contract_terms ct ON ct.contract_id = c.id',
  columns: 'c.id, c.name, ct.cost, ct.contract_start_date, ct.contract_end_date, c.created_at',
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
  if ('assetIds' in scope) {
    return [
      `EXISTS (SELECT 1 FROM contract_assets l WHERE l.contract_id = c.id AND ${inJsonIds('l.asset_id')})`,
      JSON.stringify(scope.assetIds),
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
  const { rows, total } = readListPage<Omit<ContractRow, 'expiry'>, ContractSortField>(
    db,
    SOURCE,
    query,
    scopedSearch(condition, value, ['c.name'], query.search),
  );
  const now = nowDbDate();
  const data = rows.map((row) => ({
    ...row,
    expiry: row.contract_end_date
      ? { title: row.contract_end_date < now ? 'Expired' : 'Expires', timestamp: row.contract_end_date }
      : null,
  }));
  return { data, total };
}
