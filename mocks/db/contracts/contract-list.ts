import { addIdFilters, linkedTo, type IdFilter } from '../list-filters';
import { readListPage, type DateRange, type ListQuery, type ListSource } from '../list-query';
import { jsonObject, refJson, type Ref } from '../sql-json';
import { likeAny, SqlWhere } from '../sql-where';
import type { Db } from '../types';
import { expiryOf, type Expiry } from './expiry';

const ID_FILTERS = {
  contract_ids: { column: 'c.id' },
  contract_type_ids: { column: 'c.contract_type_id' },
  approver_ids: { column: 'c.approver_id' },
  vendor_ids: { column: 'c.vendor_id' },
  license_type_ids: { column: 'c.license_type_id' },
  status_ids: { column: 'c.status_id' },
  renewal_status_ids: { column: 'c.renewal_status_id' },
  owner_ids: { column: 'c.owner_id' },
  asset_ids: linkedTo('c.id', 'contract_assets', 'contract_id', 'asset_id'),
  notify_agent_ids: linkedTo('c.id', 'contract_notify_agents', 'contract_id', 'user_id'),
  // A user's contracts: those signed with them, and those of the assets they use.
  user_ids: {
    matches: `EXISTS (SELECT 1 FROM json_each(?) j
      WHERE j.value IN (SELECT l.user_id FROM contract_users l WHERE l.contract_id = c.id)
         OR j.value IN (SELECT a.used_by_id FROM contract_assets ca JOIN assets a ON a.id = ca.asset_id
                        WHERE ca.contract_id = c.id))`,
  },
} as const satisfies Record<string, IdFilter>;

export type ContractIdFilter = keyof typeof ID_FILTERS;
export const CONTRACT_ID_FILTERS = Object.keys(ID_FILTERS) as ContractIdFilter[];

export const CONTRACT_LIST_SORT_FIELDS = [
  'id',
  'name',
  'identifier',
  'cost',
  'contract_start_date',
  'contract_end_date',
  'created_at',
  'updated_at',
] as const;
export type ContractListSortField = (typeof CONTRACT_LIST_SORT_FIELDS)[number];

/** Inclusive number bounds; either end may be open. */
export interface NumberRange {
  min?: number;
  max?: number;
}

export interface ContractListQuery extends ListQuery<ContractListSortField, ContractIdFilter> {
  cost?: NumberRange;
  notifyInDays?: NumberRange;
  contractStartDate?: DateRange;
  contractEndDate?: DateRange;
}

export interface ContractListRow {
  id: number;
  name: string;
  identifier: string | null;
  cost: number | null;
  contract_start_date: string | null;
  contract_end_date: string | null;
  notify_before: number | null;
  licensce_count: number | null;
  contract_status: Ref | null;
  contract_renewal_status: Ref | null;
  vendor: Ref | null;
  contractType: Ref | null;
  /** The same type under the name the asset page's contracts tab reads (the asset document's spelling). */
  contract_type: Ref | null;
  licence: Ref | null;
  attach_organization: Ref[];
  created_at: string;
  updated_at: string;
  expiry: Expiry | null;
}

const SOURCE: ListSource<ContractListSortField> = {
  from: 'contracts c',
  columns: `c.id, c.name, c.identifier, c.cost, c.contract_start_date, c.contract_end_date, c.notify_before,
    c.licensce_count, ${refJson('s', { nullable: true })} AS contract_status,
    ${refJson('rs', { nullable: true })} AS contract_renewal_status, ${refJson('v', { nullable: true })} AS vendor,
    ${refJson('t', { nullable: true })} AS contractType, ${refJson('t', { nullable: true })} AS contract_type,
    ${refJson('lt', { nullable: true })} AS licence,
    (SELECT json_group_array(${jsonObject({ id: 'o.id', name: 'o.name' })}) FROM contract_organizations co
       JOIN organizations o ON o.id = co.organization_id WHERE co.contract_id = c.id) AS attach_organization,
    c.created_at, c.updated_at`,
  json: [
    'contract_status',
    'contract_renewal_status',
    'vendor',
    'contractType',
    'contract_type',
    'licence',
    'attach_organization',
  ],
  joins: `LEFT JOIN contract_statuses s ON s.id = c.status_id
    LEFT JOIN contract_renewal_statuses rs ON rs.id = c.renewal_status_id
    LEFT JOIN vendors v ON v.id = c.vendor_id
    LEFT JOIN contract_types t ON t.id = c.contract_type_id
    LEFT JOIN license_types lt ON lt.id = c.license_type_id`,
  key: 'c.id',
  sorts: {
    id: 'c.id',
    name: 'c.name COLLATE NOCASE',
    identifier: 'c.identifier COLLATE NOCASE',
    cost: 'c.cost',
    contract_start_date: 'c.contract_start_date',
    contract_end_date: 'c.contract_end_date',
    created_at: 'c.created_at',
    updated_at: 'c.updated_at',
  },
};

function addRange(where: SqlWhere, column: string, range: NumberRange | undefined): void {
  if (range?.min !== undefined) where.add(`${column} >= ?`, range.min);
  if (range?.max !== undefined) where.add(`${column} <= ?`, range.max);
}

function addDateRange(where: SqlWhere, column: string, range: DateRange | undefined): void {
  if (range) where.add(`${column} BETWEEN ? AND ?`, range.from, range.to);
}

/** The conditions of the list's query (search: name and identifier). */
function contractConditions(query: ContractListQuery, forCount: boolean): SqlWhere {
  const where = new SqlWhere();
  addIdFilters(where, ID_FILTERS, query.ids, forCount);
  addRange(where, 'c.cost', query.cost);
  addRange(where, 'c.notify_before', query.notifyInDays);
  addDateRange(where, 'c.contract_start_date', query.contractStartDate);
  addDateRange(where, 'c.contract_end_date', query.contractEndDate);
  addDateRange(where, 'c.created_at', query.createdAt);
  addDateRange(where, 'c.updated_at', query.updatedAt);
  if (query.search !== undefined) {
    const search = likeAny(['c.name', 'c.identifier'], query.search);
    where.add(search.sql, ...search.params);
  }
  return where;
}

/** One page of contracts with every filter of the list, and the expiry of each. */
export function listContracts(db: Db, query: ContractListQuery): { rows: ContractListRow[]; total: number } {
  const { rows, total } = readListPage<Omit<ContractListRow, 'expiry'>, ContractListSortField>(
    db,
    SOURCE,
    query,
    (forCount) => contractConditions(query, forCount),
  );
  return { rows: rows.map((row) => ({ ...row, expiry: expiryOf(row.contract_end_date) })), total };
}

export interface ContractBounds {
  minimum_cost: number;
  maximum_cost: number;
  minimum_notify_before: number;
  maximum_notify_before: number;
}

/** The cost and notify-before bounds over every contract: the ends of the list's range filters. */
export function contractBounds(db: Db): ContractBounds {
  return db
    .prepare(
      `SELECT COALESCE(MIN(cost), 0) AS minimum_cost, COALESCE(MAX(cost), 0) AS maximum_cost,
         COALESCE(MIN(notify_before), 0) AS minimum_notify_before,
         COALESCE(MAX(notify_before), 0) AS maximum_notify_before
       FROM contracts`,
    )
    .get() as ContractBounds;
}
