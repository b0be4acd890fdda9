import { columnSorts } from '../list-query';
import { textRecordStore, type TextRecord } from '../records/text-record';

/** The CMDB relation types (a forward and an inverse name), searched by the names their list shows. */
export const RELATION_TYPE_STORE = textRecordStore({
  table: 'cmdb_relation_types',
  noun: 'relation type',
  texts: ['forward_relation_name', 'inverse_relation_name', 'description'],
  shown: ['forward_relation_name', 'inverse_relation_name'],
  sorts: columnSorts('t', ['id', 'created_at', 'updated_at'], ['forward_relation_name', 'inverse_relation_name']),
  usages: [{ table: 'asset_relationships', column: 'cmdb_id', singular: 'relationship', plural: 'relationships' }],
});

/** A CMDB relation type. */
export type RelationType = TextRecord<'forward_relation_name' | 'inverse_relation_name' | 'description'>;
