import { addIdFilters, type IdFilter } from '../list-filters';
import { readListPage, type ListQuery } from '../list-query';
import { assetsOf } from '../records/associations';
import type { OwnerType } from '../records/owners';
import { inJsonIds, likeAny, SqlWhere } from '../sql-where';
import type { Db } from '../types';
import { personJson, refJson, type Ref } from '../sql-json';
import { fullNameSql } from '../users/users';

/** Assets attached to any of the records of an owner type (a record's assets tab). */
function attachedTo(owner: OwnerType): IdFilter {
  const link = assetsOf(owner);
  return {
    matches: `EXISTS (SELECT 1 FROM ${link.table} l WHERE l.asset_id = a.id AND ${inJsonIds(`l.${link.ownerColumn}`)})`,
  };
}

const ID_FILTERS = {
  problem_ids: attachedTo('sd_problem'),
  change_ids: attachedTo('sd_changes'),
  ticket_ids: attachedTo('tickets'),
  // A type stands for its sub-types too (Computer: laptops and desktops).
  asset_type_ids: {
    matches: `a.asset_type_id IN (
      WITH RECURSIVE chosen(id) AS (
        SELECT value FROM json_each(?)
        UNION SELECT t.id FROM asset_types t JOIN chosen ON t.parent_id = chosen.id
      ) SELECT id FROM chosen)`,
  },
  used_by_ids: { matches: inJsonIds('a.used_by_id') },
  managed_by_ids: { matches: inJsonIds('a.managed_by_id') },
  org_ids: { matches: inJsonIds('a.organization_id') },
} as const satisfies Record<string, IdFilter>;

export type AssetIdFilter = keyof typeof ID_FILTERS;
export const ASSET_ID_FILTERS = Object.keys(ID_FILTERS) as AssetIdFilter[];

/** Records whose attach dialog lists the assets not attached to one of them (`{name}_id`). */
export const CANDIDATES_FOR: readonly OwnerType[] = ['sd_problem', 'tickets', 'sd_changes'];

export const ASSET_SORT_FIELDS = ['name', 'id', 'managed_by', 'used_by'] as const;
export type AssetSortField = (typeof ASSET_SORT_FIELDS)[number];

export interface AssetListQuery extends ListQuery<AssetSortField, AssetIdFilter> {
  /** Only the assets NOT attached to this record (its attach dialog's candidates). */
  notAttachedTo: Partial<Record<OwnerType, number>>;
}

export interface AssetListRow {
  id: number;
  name: string;
  managed_by: { id: number; full_name: string } | null;
  used_by: { id: number; full_name: string } | null;
  contract: Ref | null;
  asset_type: Ref;
}

const SOURCE = {
  from: 'assets a',
  columns: `a.id, a.name, ${personJson('m', ['full_name'], { nullable: true })} AS managed_by,
    ${personJson('u', ['full_name'], { nullable: true })} AS used_by,
    ${refJson('c', { nullable: true })} AS contract, ${refJson('at')} AS asset_type`,
  json: ['managed_by', 'used_by', 'contract', 'asset_type'],
  joins: `LEFT JOIN users m ON m.id = a.managed_by_id
    LEFT JOIN users u ON u.id = a.used_by_id
    LEFT JOIN contracts c ON c.id = a.contract_id
    JOIN asset_types at ON at.id = a.asset_type_id`,
  key: 'a.id',
  sorts: {
    name: 'a.name COLLATE NOCASE',
    id: 'a.id',
    managed_by: `${fullNameSql('m')} COLLATE NOCASE`,
    used_by: `${fullNameSql('u')} COLLATE NOCASE`,
  },
};

/** One page of assets (search: name and asset identifier), filtered, sorted and paged in SQL. */
export function listAssets(db: Db, query: AssetListQuery): { data: AssetListRow[]; total: number } {
  const { rows, total } = readListPage<AssetListRow, AssetSortField>(db, SOURCE, query, (forCount) => {
    const where = new SqlWhere();
    addIdFilters(where, ID_FILTERS, query.ids, forCount);
    for (const owner of CANDIDATES_FOR) {
      const id = query.notAttachedTo[owner];
      if (id === undefined) continue;
      const link = assetsOf(owner);
      where.add(`NOT EXISTS (SELECT 1 FROM ${link.table} l WHERE l.asset_id = a.id AND l.${link.ownerColumn} = ?)`, id);
    }
    if (query.search !== undefined) {
      const search = likeAny(['a.name', 'a.identifier'], query.search);
      where.add(search.sql, ...search.params);
    }
    return where;
  });
  return { total, data: rows };
}
