import {
  findRelationType,
  listRelationTypes,
  RELATION_TYPE_SORT_FIELDS,
  relationTypeUsage,
  saveRelationType,
  type RelationType,
  type RelationTypeInput,
  type RelationTypeSortField,
} from '../../db/cmdb-relations/relation-types';
import { checkMaxLength, readRequiredText } from '../../http/form-fields';
import { readString } from '../../http/query';
import type { Routes } from '../deps';
import { referenceRecordRoutes, type ReferenceRecord } from '../records/reference-record';

const NAME_MAX = 255;
const DESCRIPTION_MAX = 1000;

const RELATION_TYPES: ReferenceRecord<RelationType, RelationTypeInput, RelationTypeSortField> = {
  noun: 'relation type',
  table: 'cmdb_relation_types',
  http: { path: 'cmdb', listKey: 'cmdbs', recordKey: 'cmdb' },
  sorts: { fields: RELATION_TYPE_SORT_FIELDS, default: 'id' },
  unique: { name: 'forward_relation_name', label: 'forward relation name', max: NAME_MAX },
  readInput(db, fields, validator, forward) {
    const inverse = readRequiredText(fields, 'inverse_relation_name', 'inverse relation name', validator) ?? '';
    checkMaxLength(inverse, 'inverse_relation_name', 'inverse relation name', NAME_MAX, validator);
    const description = readString(fields, 'description', validator) ?? '';
    checkMaxLength(description, 'description', 'description', DESCRIPTION_MAX, validator);
    return { forward_relation_name: forward, inverse_relation_name: inverse, description };
  },
  store: { list: listRelationTypes, find: findRelationType, save: saveRelationType, usage: relationTypeUsage },
};

/** The CMDB relation types, kept by administrators: cmdb-list, cmdb/{id}, POST cmdb, DELETE cmdb/{id}. */
export const cmdbRelationRoutes: Routes = (app, { db }) => referenceRecordRoutes(app, db, RELATION_TYPES);
