import { nowDbDate } from '../dates';
import { insertRow } from '../insert';
import { columnSorts, readListPage, type PageQuery } from '../list-query';
import { containsPattern, listSearch, matchedText, ownText, searchIn } from '../list-search';
import { countReferences, inUseMessage } from '../reference-rows';
import { jsonObject, readJsonRow, type Ref } from '../sql-json';
import { NAMED_RECORD_SORT_FIELDS, type NamedRecordSortField } from '../records/named-record';
import type { Db } from '../types';

/** An asset type as the list and the form read it; `parents` is its parent's chain from the root. */
export interface AssetType {
  id: number;
  name: string;
  parent: Ref | null;
  parents: Ref[];
  is_default: boolean;
  created_at: string;
  updated_at: string;
}

export interface AssetTypeInput {
  name: string;
  parentId: number | null;
  isDefault: boolean;
}

const COLUMNS = `t.id, t.name, ${jsonObject({ id: 'p.id', name: 'p.name' }, 'p.id')} AS parent,
  t.is_default, t.created_at, t.updated_at`;
const FROM = 'asset_types t';
const JOINS = 'LEFT JOIN asset_types p ON p.id = t.parent_id';

type StoredType = Omit<AssetType, 'parents' | 'is_default'> & { is_default: number };

/** Chains longer than this are not followed (a tree this deep is a broken one). */
const MAX_DEPTH = 100;

/** The type `id` and its ancestors, root first. */
export function chainOf(db: Db, id: number): Ref[] {
  return db
    .prepare(
      `WITH RECURSIVE up (id, parent_id, name, depth) AS (
         SELECT id, parent_id, name, 0 FROM asset_types WHERE id = ?
         UNION ALL
         SELECT t.id, t.parent_id, t.name, up.depth + 1 FROM asset_types t JOIN up ON t.id = up.parent_id
         WHERE up.depth < ${MAX_DEPTH}
       )
       SELECT id, name FROM up ORDER BY depth DESC`,
    )
    .all(id) as Ref[];
}

function withChain(db: Db, row: StoredType): AssetType {
  return { ...row, is_default: row.is_default === 1, parents: row.parent ? chainOf(db, row.parent.id) : [] };
}

/** What the asset type list's search reads: a type's name and, as its parent column shows, its ancestors' names. */
const ASSET_TYPE_SEARCH = listSearch('t', {
  name: ownText('name'),
  parents: matchedText(
    (alias) => `${alias}.id IN (WITH RECURSIVE under (id, depth) AS (
      SELECT n.id, 0 FROM asset_types n WHERE ${containsPattern('n.name')}
      UNION SELECT c.id, under.depth + 1 FROM asset_types c JOIN under ON c.parent_id = under.id
      WHERE under.depth < ${MAX_DEPTH}
    ) SELECT id FROM under WHERE depth > 0)`,
  ),
});

/** One page of asset types, searched in their names and their ancestors'. */
export function listAssetTypes(db: Db, query: PageQuery<NamedRecordSortField>): { rows: AssetType[]; total: number } {
  const page = readListPage<StoredType, NamedRecordSortField>(
    db,
    {
      from: FROM,
      columns: COLUMNS,
      json: ['parent'],
      joins: JOINS,
      key: 't.id',
      sorts: columnSorts('t', NAMED_RECORD_SORT_FIELDS),
    },
    query,
    searchIn(ASSET_TYPE_SEARCH, query.search),
  );
  return { rows: page.rows.map((row) => withChain(db, row)), total: page.total };
}

export function findAssetType(db: Db, id: number): AssetType | undefined {
  const row = readJsonRow<StoredType>(db, `SELECT ${COLUMNS} FROM ${FROM} ${JOINS} WHERE t.id = ?`, ['parent'], id);
  return row && withChain(db, row);
}

/** Whether `parentId` is `id` itself or lies under it: `id` would become its own ancestor. */
export function wouldBeOwnAncestor(db: Db, id: number, parentId: number): boolean {
  return chainOf(db, parentId).some((type) => type.id === id);
}

/** Saves the type; a default type makes every other type not the default. Returns its id. */
export function saveAssetType(db: Db, input: AssetTypeInput, id?: number): number {
  return db.transaction(() => {
    const now = nowDbDate();
    const row = { name: input.name, parent_id: input.parentId, is_default: input.isDefault ? 1 : 0, updated_at: now };
    let savedId = id;
    if (savedId === undefined) {
      savedId = insertRow(db, 'asset_types', { ...row, created_at: now });
    } else {
      db.prepare('UPDATE asset_types SET name = ?, parent_id = ?, is_default = ?, updated_at = ? WHERE id = ?').run(
        row.name,
        row.parent_id,
        row.is_default,
        row.updated_at,
        savedId,
      );
    }
    if (input.isDefault) db.prepare('UPDATE asset_types SET is_default = 0 WHERE id <> ?').run(savedId);
    return savedId;
  })();
}

/** Why the type cannot be deleted (assets of that type, or types under it); undefined when it can. */
export function assetTypeUsage(db: Db, id: number): string | undefined {
  const stored = db.prepare('SELECT is_default FROM asset_types WHERE id = ?').get(id) as
    { is_default: number } | undefined;
  if (stored?.is_default === 1) {
    return 'This is the default asset type and cannot be deleted: make another type the default first.';
  }
  const assets = countReferences(db, 'assets', 'asset_type_id', id);
  if (assets > 0) return inUseMessage('asset type', assets, 'asset', 'assets');
  if (countReferences(db, 'asset_types', 'parent_id', id) > 0) {
    return 'This asset type has sub types and cannot be deleted: move or delete them first.';
  }
  return undefined;
}
