import { columnSorts } from '../list-query';
import { filteredList, type FilterOf, type SortFieldOf } from '../filtered-list';
import { idColumnFilters, addDateRange, linkedTo } from '../list-filters';
import type { DateRange, ListQuery } from '../list-query';
import { linkedText, listSearch, ownText, referencedText } from '../list-search';
import { jsonObject, refJson, type Ref } from '../sql-json';
import type { SqlWhere } from '../sql-where';
import type { Db } from '../types';
import { expiryOf, type Expiry } from './expiry';
import { CONTRACT_REFERENCE_JOINS } from './joins';

/** The contracts; the search reads what the list shows. */
export const CONTRACT_LIST = filteredList({
  alias: 'c',
  filters: {
    contract_ids: { column: 'c.id' },
    ...idColumnFilters('c', [
      'contract_type',
      'approver',
      'vendor',
      'license_type',
      'status',
      'renewal_status',
      'owner',
    ]),
    asset_ids: linkedTo('c.id', 'contract_assets', 'contract_id', 'asset_id'),
    notify_agent_ids: linkedTo('c.id', 'contract_notify_agents', 'contract_id', 'user_id'),
    // A user's contracts: those signed with them, and those of the assets they use.
    user_ids: {
      matches: `EXISTS (SELECT 1 FROM json_each(?) j
        WHERE j.value IN (SELECT l.user_id FROM contract_users l WHERE l.contract_id = c.id)
           OR j.value IN (SELECT a.used_by_id FROM contract_assets ca JOIN assets a ON a.id = ca.asset_id
                          WHERE ca.contract_id = c.id))`,
    },
  },
  source: {
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
    joins: CONTRACT_REFERENCE_JOINS,
    key: 'c.id',
    sorts: columnSorts(
      'c',
      ['id', 'cost', 'contract_start_date', 'contract_end_date', 'created_at', 'updated_at'],
      ['name', 'identifier'],
    ),
  },
  search: listSearch('c', {
    identifier: ownText('identifier'),
    name: ownText('name'),
    status: referencedText('status_id', { table: 'contract_statuses' }),
    renewal_status: referencedText('renewal_status_id', { table: 'contract_renewal_statuses' }),
    vendor: referencedText('vendor_id', { table: 'vendors' }),
    contract_type: referencedText('contract_type_id', { table: 'contract_types' }),
    organizations: linkedText(
      { table: 'contract_organizations', rowColumn: 'contract_id', otherColumn: 'organization_id' },
      { table: 'organizations' },
    ),
  }),
});

export type ContractIdFilter = FilterOf<typeof CONTRACT_LIST>;
export type ContractListSortField = SortFieldOf<typeof CONTRACT_LIST>;

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

function addRange(where: SqlWhere, column: string, range: NumberRange | undefined): void {
  if (range?.min !== undefined) where.add(`${column} >= ?`, range.min);
  if (range?.max !== undefined) where.add(`${column} <= ?`, range.max);
}

/** One page of contracts with every filter of the list, and the expiry of each. */
export function listContracts(db: Db, query: ContractListQuery): { rows: ContractListRow[]; total: number } {
  const { rows, total } = CONTRACT_LIST.readPage<Omit<ContractListRow, 'expiry'>>(db, query, (where) => {
    addRange(where, 'c.cost', query.cost);
    addRange(where, 'c.notify_before', query.notifyInDays);
    addDateRange(where, 'c.contract_start_date', query.contractStartDate);
    addDateRange(where, 'c.contract_end_date', query.contractEndDate);
  });
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
