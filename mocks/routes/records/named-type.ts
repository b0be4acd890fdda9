import { namedTypeStore, type NamedType, type Usage } from '../../db/named-types';
import { NAMED_RECORD_SORT_FIELDS, type NamedRecordSortField } from '../../db/records/named-record';
import type { PermissionKey } from '../../db/users/permission-catalogue';
import type { ReferenceRecord } from './reference-record';

/** "The name should be less than 50 characters." */
export const NAME_MAX = 50;

/**
 * A reference record that is only a unique, required name, kept in `table` (e.g. `contract_types`):
 * named after it ('contract type'), served at `contract-type-list`, `contract-type/{id}` and POST and
 * DELETE `contract-type`, answering `contract_types` and `contract_type`. `usages` are the rows that
 * keep one from being deleted.
 */
export function namedTypeRecord(
  table: string,
  usages: readonly Usage[],
  createPermission?: PermissionKey,
): ReferenceRecord<NamedType, { name: string }, NamedRecordSortField> {
  const recordKey = table.replace(/s$/, '');
  const noun = recordKey.replaceAll('_', ' ');
  return {
    noun,
    table,
    http: { path: recordKey.replaceAll('_', '-'), listKey: table, recordKey },
    createPermission,
    sorts: { fields: NAMED_RECORD_SORT_FIELDS, default: 'id' },
    unique: { name: 'name', label: 'name', max: NAME_MAX },
    readInput: (_db, _fields, _validator, name) => ({ name }),
    store: namedTypeStore(table, noun, usages),
  };
}
