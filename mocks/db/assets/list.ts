import { columnSorts } from '../list-query';
import { filteredList, type MoreConditions, type FilterOf, type SortFieldOf } from '../filtered-list';
import {
  idColumnFilters,
  addCustomFieldCondition,
  linkedTo,
  type CustomFieldCondition,
  type IdFilter,
} from '../list-filters';
import type { ListQuery } from '../list-query';
import { assetsOf } from '../records/associations';
import { ASSET_REFERENCE_JOINS, CONTRACT_OF_ASSET, PRODUCT_OF_ASSET } from './joins';
import type { OwnerType } from '../records/owners';
import { SqlWhere } from '../sql-where';
import { MANY_MATCHES } from '../text-search';
import type { Db } from '../types';
import { ASSET_SEARCH } from './search';
import { personJson, refJson, type Ref } from '../sql-json';
import { fullNameSql } from '../users/users';

/** Assets attached to any of the records of an owner type (a record's assets tab). */
function attachedTo(owner: OwnerType): IdFilter {
  const link = assetsOf(owner);
  return linkedTo('a.id', link.table, 'asset_id', link.ownerColumn);
}

/** Records whose attach dialog lists the assets not attached to one of them (`{name}_id`). */
export const CANDIDATES_FOR: readonly OwnerType[] = [
  'sd_problem',
  'tickets',
  'sd_changes',
  'sd_releases',
  'sd_contracts',
  'sd_products',
];

const person = (alias: string) => personJson(alias, ['full_name', 'email'], { nullable: true });
const nameOf = (column: string) => `(SELECT ${fullNameSql('p')} FROM users p WHERE p.id = ${column}) COLLATE NOCASE`;

export const ASSET_LIST = filteredList({
  alias: 'a',
  search: ASSET_SEARCH,
  filters: {
    asset_ids: { column: 'a.id' },
    // A type stands for its sub-types too (Computer: laptops and desktops).
    asset_type_ids: {
      matches: `a.asset_type_id IN (
        WITH RECURSIVE chosen(id) AS (
          SELECT value FROM json_each(?)
          UNION SELECT t.id FROM asset_types t JOIN chosen ON t.parent_id = chosen.id
        ) SELECT id FROM chosen)`,
    },
    asset_status_ids: { column: 'a.status_id' },
    ...idColumnFilters('a', ['used_by', 'managed_by', 'location', 'impact_type']),
    dept_ids: { column: 'a.department_id' },
    org_ids: { column: 'a.organization_id' },
    ticket_ids: attachedTo('tickets'),
    problem_ids: attachedTo('sd_problem'),
    change_ids: attachedTo('sd_changes'),
    release_ids: attachedTo('sd_releases'),
    contract_ids: attachedTo('sd_contracts'),
    product_ids: attachedTo('sd_products'),
  },
  source: {
    from: 'assets a',
    columns: `a.id, 'AST-' || a.id AS asset_id, a.name, a.identifier,
      ${refJson('at')} AS asset_type, ${refJson('s')} AS asset_status,
      ${refJson('d', { nullable: true })} AS department, ${refJson('l', { label: 'title', nullable: true })} AS location,
      ${refJson('o', { nullable: true })} AS organization, ${person('m')} AS managed_by, ${person('u')} AS used_by,
      ${refJson('i', { nullable: true })} AS impact_type, ${PRODUCT_OF_ASSET} AS product, ${CONTRACT_OF_ASSET} AS contract,
      a.assigned_on, a.created_at, a.updated_at,
      (SELECT json_object('id', f.id, 'value', f.name) FROM attachments f
       WHERE f.owner_type = 'sd_assets' AND f.owner_id = a.id AND f.planning_key IS NULL ORDER BY f.id LIMIT 1) AS attachment`,
    json: [
      'asset_type',
      'asset_status',
      'department',
      'location',
      'organization',
      'managed_by',
      'used_by',
      'impact_type',
      'product',
      'contract',
      'attachment',
    ],
    joins: ASSET_REFERENCE_JOINS,
    key: 'a.id',
    sorts: {
      ...columnSorts('a', ['id', 'assigned_on', 'created_at', 'updated_at'], ['name', 'identifier']),
      managed_by: nameOf('a.managed_by_id'),
      used_by: nameOf('a.used_by_id'),
      asset_id: 'a.id',
    },
    keysFirst: true,
  },
});

export type AssetIdFilter = FilterOf<typeof ASSET_LIST>;
export type AssetSortField = SortFieldOf<typeof ASSET_LIST>;

export interface AssetListQuery extends ListQuery<AssetSortField, AssetIdFilter> {
  /** Only the assets NOT attached to this record (its attach dialog's candidates). */
  notAttachedTo: Partial<Record<OwnerType, number>>;
  /** Assigned within these bounds (either may be missing), 'YYYY-MM-DD HH:mm:ss'. */
  assignedOn: { from?: string; to?: string };
  custom: CustomFieldCondition[];
}

interface Person {
  id: number;
  full_name: string;
  email: string;
}

/** One asset as the list shows it. */
export interface AssetListRow {
  id: number;
  asset_id: string;
  name: string;
  identifier: string;
  asset_type: Ref;
  asset_status: Ref;
  department: Ref | null;
  location: Ref | null;
  organization: Ref | null;
  managed_by: Person | null;
  used_by: Person | null;
  impact_type: Ref | null;
  product: Ref | null;
  contract: Ref | null;
  assigned_on: string | null;
  created_at: string;
  updated_at: string;
  /** The asset's first attachment: value is its file name. */
  attachment: { id: number; value: string } | null;
}

/** The assets whose value of the condition's field matches it, read from the values' (field, value) index. */
function customFieldMatch(condition: CustomFieldCondition): SqlWhere {
  const values = new SqlWhere();
  values.add('v.field_id = ?', condition.fieldId);
  addCustomFieldCondition(values, 'v.value', condition);
  return values;
}

/** The conditions only the asset list has. `total` is the count, known when the page is read. */
function assetConditions(query: AssetListQuery): MoreConditions {
  return (where, forCount, total = 0) => {
    const id = total >= MANY_MATCHES ? '+a.id' : 'a.id';
    for (const owner of CANDIDATES_FOR) {
      const id = query.notAttachedTo[owner];
      if (id === undefined) continue;
      const link = assetsOf(owner);
      where.add(`a.id NOT IN (SELECT l.asset_id FROM ${link.table} l WHERE l.${link.ownerColumn} = ?)`, id);
    }
    // The count reads the assignment dates' index; the page walks the sort's index and checks them.
    const assignedOn = forCount ? 'a.assigned_on' : '+a.assigned_on';
    if (query.assignedOn.from !== undefined) where.add(`${assignedOn} >= ?`, query.assignedOn.from);
    if (query.assignedOn.to !== undefined) where.add(`${assignedOn} <= ?`, query.assignedOn.to);
    for (const condition of query.custom) {
      const values = customFieldMatch(condition);
      where.add(`${id} IN (SELECT v.asset_id FROM asset_custom_field_values v ${values.sql})`, ...values.params);
    }
  };
}

/** One page of assets (search: the texts the list shows), filtered, sorted and paged in SQL. */
export function listAssets(db: Db, query: AssetListQuery): { data: AssetListRow[]; total: number } {
  const { rows, total } = ASSET_LIST.readPage<AssetListRow>(db, query, assetConditions(query));
  return { total, data: rows };
}

/** The conditions of a query on every matching asset (`assets a`), unpaged: a report's counts and exports. */
export function assetFilterWhere(db: Db, query: AssetListQuery): SqlWhere {
  return ASSET_LIST.where(db, query, assetConditions(query));
}
