import type { CustomFieldType } from '../list-filters';
import {
  answeredCustomField,
  customFieldValue,
  storedCustomFieldValue,
  type StoredCustomField,
} from '../records/custom-fields';
import type { Db } from '../types';

/**
 * A custom field of the change form (change_type_id set: a property of that change type;
 * form_group_id set: a property of every change type the group is linked to, change_type_ids).
 */
export interface CustomFieldDefinition {
  id: number;
  label: string;
  type: CustomFieldType;
  options: string[];
  required: boolean;
  change_type_id: number | null;
  form_group_id: number | null;
  change_type_ids: number[];
}

/** A custom field with the change's value: text, a list (checkboxes), or null when not filled in. */
export interface CustomFieldValue {
  id: number;
  label: string;
  type: CustomFieldType;
  value: string | string[] | null;
  change_type_id: number | null;
}

interface DefinitionRow extends StoredCustomField {
  change_type_id: number | null;
  change_type_ids: string;
}

const COLUMNS = `f.id, f.label, f.type, f.options, f.required, f.change_type_id, f.form_group_id,
  (SELECT json_group_array(t.change_type_id) FROM form_group_change_types t WHERE t.form_group_id = f.form_group_id)
    AS change_type_ids`;
/** General fields first, then the type's own, then each form group's, each in its order. */
const TYPE_FIELDS_LAST = 'f.change_type_id IS NOT NULL OR f.form_group_id IS NOT NULL';
const BY_GROUP = 'f.form_group_id, f.sort_order, f.id';
const FORM_ORDER = `${TYPE_FIELDS_LAST}, ${BY_GROUP}`;
/** Whether the field `f` is general, or a property of the change type `typeId` (an SQL expression). */
const appliesToType = (typeId: string) =>
  `(f.change_type_id IS NULL AND f.form_group_id IS NULL) OR f.change_type_id = ${typeId}
   OR f.form_group_id IN (SELECT form_group_id FROM form_group_change_types WHERE change_type_id = ${typeId})`;

function toDefinition(row: DefinitionRow): CustomFieldDefinition {
  return answeredCustomField(row, 'change_type_ids');
}

/** Every custom field, general ones first, in form order. */
export function listCustomFields(db: Db): CustomFieldDefinition[] {
  const rows = db
    .prepare(
      `SELECT ${COLUMNS} FROM change_custom_fields f ORDER BY ${TYPE_FIELDS_LAST}, f.change_type_id, ${BY_GROUP}`,
    )
    .all() as DefinitionRow[];
  return rows.map(toDefinition);
}

export function findCustomField(db: Db, id: number): CustomFieldDefinition | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM change_custom_fields f WHERE f.id = ?`).get(id) as
    DefinitionRow | undefined;
  return row ? toDefinition(row) : undefined;
}

/** The fields a change of this type carries: the general ones, its type's and its type's form groups', in form order. */
export function changeCustomFieldsFor(db: Db, changeTypeId: number): CustomFieldDefinition[] {
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM change_custom_fields f WHERE ${appliesToType('?')} ORDER BY ${FORM_ORDER}`)
    .all(changeTypeId, changeTypeId) as DefinitionRow[];
  return rows.map(toDefinition);
}

/**
 * The change's custom fields: the general ones and those of its change type (its own and its
 * form groups', reported under change_type_id), each with its value or null.
 */
export function readChangeCustomFields(db: Db, changeId: number): CustomFieldValue[] {
  const rows = db
    .prepare(
      `SELECT f.id, f.label, f.type, f.form_group_id,
         CASE WHEN f.form_group_id IS NULL THEN f.change_type_id ELSE c.change_type_id END AS change_type_id, v.value
       FROM changes c
       JOIN change_custom_fields f ON ${appliesToType('c.change_type_id')}
       LEFT JOIN change_custom_field_values v ON v.field_id = f.id AND v.change_id = c.id
       WHERE c.id = ?
       ORDER BY ${FORM_ORDER}`,
    )
    .all(changeId) as Array<Pick<DefinitionRow, 'id' | 'label' | 'type' | 'change_type_id'> & { value: string | null }>;
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    type: row.type,
    change_type_id: row.change_type_id,
    value: customFieldValue(row.type, row.value),
  }));
}

/** A value a change's save stores for one of its type's custom fields (null: not filled in). */
export interface ChangeCustomValue {
  field: { id: number };
  value: string | string[] | null;
}

/** Replaces the change's values of these fields with the form's; an empty one is removed. */
export function writeChangeCustomValues(db: Db, changeId: number, values: readonly ChangeCustomValue[]): void {
  const remove = db.prepare('DELETE FROM change_custom_field_values WHERE change_id = ? AND field_id = ?');
  const insert = db.prepare('INSERT INTO change_custom_field_values (change_id, field_id, value) VALUES (?, ?, ?)');
  for (const { field, value } of values) {
    remove.run(changeId, field.id);
    const stored = storedCustomFieldValue(value);
    if (stored !== null) insert.run(changeId, field.id, stored);
  }
}
