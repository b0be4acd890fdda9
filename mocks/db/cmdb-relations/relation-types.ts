import { nowDbDate } from '../dates';
import { insertRow } from '../insert';
import { readListPage, type PageQuery } from '../list-query';
import { countReferences, inUseMessage, searchIn } from '../reference-rows';
import type { Db } from '../types';

export const RELATION_TYPE_SORT_FIELDS = [
  'id',
  'forward_relation_name',
  'inverse_relation_name',
  'created_at',
  'updated_at',
] as const;
export type RelationTypeSortField = (typeof RELATION_TYPE_SORT_FIELDS)[number];

/** A CMDB relation type. */
export interface RelationType {
  id: number;
  forward_relation_name: string;
  inverse_relation_name: string;
  description: string;
  created_at: string;
  updated_at: string;
}

export type RelationTypeInput = Pick<RelationType, 'forward_relation_name' | 'inverse_relation_name' | 'description'>;

const COLUMNS = 'c.id, c.forward_relation_name, c.inverse_relation_name, c.description, c.created_at, c.updated_at';

/** One page of relation types, searched by their names and description. */
export function listRelationTypes(
  db: Db,
  query: PageQuery<RelationTypeSortField>,
): { rows: RelationType[]; total: number } {
  return readListPage<RelationType, RelationTypeSortField>(
    db,
    {
      from: 'cmdb_relation_types c',
      columns: COLUMNS,
      key: 'c.id',
      sorts: {
        id: 'c.id',
        forward_relation_name: 'c.forward_relation_name COLLATE NOCASE',
        inverse_relation_name: 'c.inverse_relation_name COLLATE NOCASE',
        created_at: 'c.created_at',
        updated_at: 'c.updated_at',
      },
    },
    query,
    searchIn(['c.forward_relation_name', 'c.inverse_relation_name', 'c.description'], query.search),
  );
}

export function findRelationType(db: Db, id: number): RelationType | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM cmdb_relation_types c WHERE c.id = ?`).get(id) as RelationType | undefined;
}

/** Saves the relation type; returns its id. */
export function saveRelationType(db: Db, input: RelationTypeInput, id?: number): number {
  const now = nowDbDate();
  if (id === undefined) return insertRow(db, 'cmdb_relation_types', { ...input, created_at: now, updated_at: now });
  db.prepare(
    `UPDATE cmdb_relation_types
     SET forward_relation_name = ?, inverse_relation_name = ?, description = ?, updated_at = ? WHERE id = ?`,
  ).run(input.forward_relation_name, input.inverse_relation_name, input.description, now, id);
  return id;
}

/** Why the relation type cannot be deleted (relationships of that type); undefined when it can. */
export function relationTypeUsage(db: Db, id: number): string | undefined {
  const relationships = countReferences(db, 'asset_relationships', 'cmdb_id', id);
  return relationships > 0 ? inUseMessage('relation type', relationships, 'relationship', 'relationships') : undefined;
}
