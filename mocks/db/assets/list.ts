import { inJsonIds, likeContaining, SqlWhere } from '../sql-where';
import type { Db } from '../types';
import { fullNameSql } from '../users/users';

const ID_FILTER_SQL = {
  problem_ids: `EXISTS (SELECT 1 FROM problem_assets pa WHERE pa.asset_id = a.id AND ${inJsonIds('pa.problem_id')})`,
  change_ids: `EXISTS (SELECT 1 FROM change_assets ca WHERE ca.asset_id = a.id AND ${inJsonIds('ca.change_id')})`,
  ticket_ids: `EXISTS (SELECT 1 FROM ticket_assets ta WHERE ta.asset_id = a.id AND ${inJsonIds('ta.ticket_id')})`,
  asset_type_ids: inJsonIds('a.asset_type_id'),
  used_by_ids: inJsonIds('a.used_by_id'),
  managed_by_ids: inJsonIds('a.managed_by_id'),
  org_ids: inJsonIds('a.organization_id'),
} as const;

export type AssetIdFilter = keyof typeof ID_FILTER_SQL;
export const ASSET_ID_FILTERS = Object.keys(ID_FILTER_SQL) as AssetIdFilter[];

export const ASSET_SORT_FIELDS = ['name', 'id'] as const;
export type AssetSortField = (typeof ASSET_SORT_FIELDS)[number];
const SORT_SQL: Record<AssetSortField, string> = { name: 'a.name COLLATE NOCASE', id: 'a.id' };

export interface AssetListQuery {
  ids: Partial<Record<AssetIdFilter, number[]>>;
  /** Only assets NOT attached to this problem (the attach dialog's candidates). */
  notAttachedToProblem?: number;
  /** Only assets NOT attached to this ticket (the ticket's attach dialog). */
  notAttachedToTicket?: number;
  /** Only assets NOT attached to this change (the change's attach dialog). */
  notAttachedToChange?: number;
  search?: string;
  sortField: AssetSortField;
  ascending: boolean;
  limit: number;
  offset: number;
}

type PersonRef = { id: number; full_name: string } | null;

export interface AssetListRow {
  id: number;
  name: string;
  managed_by: PersonRef;
  used_by: PersonRef;
  contract: { id: number; name: string } | null;
  asset_type: { id: number; name: string };
}

interface FlatRow {
  id: number;
  name: string;
  managed_id: number | null;
  managed_name: string | null;
  used_id: number | null;
  used_name: string | null;
  contract_id: number | null;
  contract_name: string | null;
  type_id: number;
  type_name: string;
}

/** One page of assets (search: name and asset identifier), filtered, sorted and paged in SQL. */
export function listAssets(db: Db, query: AssetListQuery): { data: AssetListRow[]; total: number } {
  const where = new SqlWhere();
  for (const name of ASSET_ID_FILTERS) {
    const ids = query.ids[name];
    if (ids !== undefined) where.add(ID_FILTER_SQL[name], JSON.stringify(ids));
  }
  if (query.notAttachedToProblem !== undefined) {
    where.add(
      'NOT EXISTS (SELECT 1 FROM problem_assets pa WHERE pa.asset_id = a.id AND pa.problem_id = ?)',
      query.notAttachedToProblem,
    );
  }
  if (query.notAttachedToTicket !== undefined) {
    where.add(
      'NOT EXISTS (SELECT 1 FROM ticket_assets ta WHERE ta.asset_id = a.id AND ta.ticket_id = ?)',
      query.notAttachedToTicket,
    );
  }
  if (query.notAttachedToChange !== undefined) {
    where.add(
      'NOT EXISTS (SELECT 1 FROM change_assets ca WHERE ca.asset_id = a.id AND ca.change_id = ?)',
      query.notAttachedToChange,
    );
  }
  if (query.search !== undefined) {
    const pattern = likeContaining(query.search);
    where.add("(a.name LIKE ? ESCAPE '\\' OR a.identifier LIKE ? ESCAPE '\\')", pattern, pattern);
  }
  const total = (
    db.prepare(`SELECT COUNT(*) AS total FROM assets a ${where.sql}`).get(...where.params) as {
      total: number;
    }
  ).total;
  const direction = query.ascending ? 'ASC' : 'DESC';
  const rows = db
    .prepare(
      `SELECT a.id, a.name, m.id AS managed_id, ${fullNameSql('m')} AS managed_name,
              u.id AS used_id, ${fullNameSql('u')} AS used_name,
              c.id AS contract_id, c.name AS contract_name, at.id AS type_id, at.name AS type_name
       FROM assets a
       LEFT JOIN users m ON m.id = a.managed_by_id
       LEFT JOIN users u ON u.id = a.used_by_id
       LEFT JOIN contracts c ON c.id = a.contract_id
       JOIN asset_types at ON at.id = a.asset_type_id
       ${where.sql}
       ORDER BY ${SORT_SQL[query.sortField]} ${direction}, a.id ${direction}
       LIMIT ? OFFSET ?`,
    )
    .all(...where.params, query.limit, query.offset) as FlatRow[];
  return {
    total,
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      managed_by: row.managed_id === null ? null : { id: row.managed_id, full_name: row.managed_name ?? '' },
      used_by: row.used_id === null ? null : { id: row.used_id, full_name: row.used_name ?? '' },
      contract: row.contract_id === null ? null : { id: row.contract_id, name: row.contract_name ?? '' },
      asset_type: { id: row.type_id, name: row.type_name },
    })),
  };
}
