import { RELATIONS, type Relation, type StatedRelationship } from '../../db/asset-relationships/edges';
import type { Db } from '../../db/types';
import { readIdField, readReference } from '../../http/form-fields';
import { readChoice, type RawQuery } from '../../http/query';
import type { Validator } from '../../http/validator';
import { NO_ASSETS, readIdsToAttach } from '../records/associations';

export const RELATION_REQUIRED = 'atleast one relation is required to create relationship';

export function relationGiven(fields: RawQuery): boolean {
  const raw = fields.relation;
  return raw !== undefined && (typeof raw !== 'string' || raw.trim() !== '');
}

/** The relation (forward or inverse); `missing` is the message when none is given. */
function readRelation(fields: RawQuery, missing: string, validator: Validator): Relation | undefined {
  if (!relationGiven(fields)) {
    validator.add('relation', missing);
    return undefined;
  }
  return readChoice(fields, 'relation', RELATIONS, validator);
}

function readRelationType(db: Db, fields: RawQuery, validator: Validator): number | undefined {
  const id = readIdField(fields, 'cmdb_id', 'relation type', validator);
  if (typeof id !== 'number') return undefined;
  if (db.prepare('SELECT 1 FROM cmdb_relation_types WHERE id = ?').get(id) === undefined) {
    validator.add('cmdb_id', 'The selected relation type is invalid.');
    return undefined;
  }
  return id;
}

/**
 * parent_asset_id, child_asset_ids (at least one), cmdb_id and relation, every problem reported
 * to `validator`; the relationships they state, one per child.
 */
export function readStatedRelationships(
  db: Db,
  fields: RawQuery,
  validator: Validator,
  relationMissing: string,
): StatedRelationship[] {
  const parentId = readReference(
    db,
    fields,
    'parent_asset_id',
    'parent asset',
    { table: 'assets', required: true },
    validator,
  );
  const cmdbId = readRelationType(db, fields, validator);
  const relation = readRelation(fields, relationMissing, validator);
  const childIds = readIdsToAttach(db, fields, 'child_asset_ids', 'assets', NO_ASSETS, validator);
  if (typeof parentId !== 'number' || cmdbId === undefined || relation === undefined) return [];
  return childIds.map((childId) => ({ parentId, childId, cmdbId, relation }));
}
