import {
  NAMED_TYPE_SORT_FIELDS,
  namedTypeStore,
  type NamedType,
  type NamedTypeSortField,
  type Usage,
} from '../../db/named-types';
import type { PermissionKey } from '../../db/users/permission-catalogue';
import type { ReferenceRecord } from './reference-record';

/** "The name should be less than 50 characters." */
export const NAME_MAX = 50;

interface NamedTypeOptions {
  noun: string;
  table: string;
  http: ReferenceRecord<NamedType, { name: string }, NamedTypeSortField>['http'];
  /** The rows that keep a record from being deleted. */
  usages: readonly Usage[];
  createPermission?: PermissionKey;
}

/** A reference record that is only a unique, required name (a procurement mode, a contract type). */
export function namedTypeRecord({
  noun,
  table,
  http,
  usages,
  createPermission,
}: NamedTypeOptions): ReferenceRecord<NamedType, { name: string }, NamedTypeSortField> {
  return {
    noun,
    table,
    http,
    createPermission,
    sorts: { fields: NAMED_TYPE_SORT_FIELDS, default: 'id' },
    unique: { name: 'name', label: 'name', max: NAME_MAX },
    readInput: (_db, _fields, _validator, name) => ({ name }),
    store: namedTypeStore(table, noun, usages),
  };
}
