import { inJsonIds, likeContaining, SqlWhere } from '../sql-where';
import type { Db } from '../types';

export const CONTRACT_SORT_FIELDS = ['id', 'name', 'cost', 'contract_start_date', 'contract_end_date'] as const;
export type ContractSortField = (typeof CONTRACT_SORT_FIELDS)[number];

const SORT_SQL: Record<ContractSortField, string> = {
  id: 'c.id',
  name: 'c.name COLLATE NOCASE',
  cost: 'ct.cost',
  contract_start_date: 'ct.contract_start_date',
  contract_end_date: 'ct.contract_end_date',
};

/** Whose contracts: those of the assets attached to a ticket, used by users, or of an organization. */
export type ContractScope = { ticketId: number } | { userIds: number[] } | { organizationId: number };

export interface ContractQuery {
  search?: string;
  sortField: ContractSortField;
  ascending: boolean;
  limit: number;
  offset: number;
}

export interface ContractRow {
  id: number;
  name: string;
  cost: number | null;
  contract_start_date: string | null;
  contract_end_date: string | null;
}

function scopeCondition(where: SqlWhere, scope: ContractScope): void {
  if ('ticketId' in scope) {
    where.add(
      `EXISTS (SELECT 1 FROM assets a JOIN ticket_assets ta ON ta.asset_id = a.id
               WHERE a.contract_id = c.id AND ta.ticket_id = ?)`,
      scope.ticketId,
    );
  } else if ('userIds' in scope) {
    where.add(
      `EXISTS (SELECT 1 FROM assets a WHERE a.contract_id = c.id AND ${inJsonIds('a.used_by_id')})`,
      JSON.stringify(scope.userIds),
    );
  } else {
    where.add(
      'EXISTS (SELECT 1 FROM assets a WHERE a.contract_id = c.id AND a.organization_id = ?)',
      scope.organizationId,
    );
  }
}

/** One page of the contracts in scope (search: name), sorted and paged in SQL. */
export function listScopedContracts(
  db: Db,
  scope: ContractScope,
  query: ContractQuery,
): { data: ContractRow[]; total: number } {
  const where = new SqlWhere();
  scopeCondition(where, scope);
  if (query.search !== undefined) where.add("c.name LIKE ? ESCAPE '\\'", likeContaining(query.search));
  const from = `FROM contracts c LEFT JOIN contract_terms ct ON ct.contract_id = c.id ${where.sql}`;
  const total = (db.prepare(`SELECT COUNT(*) AS total ${from}`).get(...where.params) as { total: number }).total;
  const direction = query.ascending ? 'ASC' : 'DESC';
  const data = db
    .prepare(
      `SELECT c.id, c.name, ct.cost, ct.contract_start_date, ct.contract_end_date ${from}
       ORDER BY ${SORT_SQL[query.sortField]} ${direction}, c.id ${direction} LIMIT ? OFFSET ?`,
    )
    .all(...where.params, query.limit, query.offset) as ContractRow[];
  return { data, total };
}
