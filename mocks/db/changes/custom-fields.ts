import type { CustomFieldType } from '../list-filters';
import { customFieldValue, parseCustomFieldOptions } from '../records/custom-fields';
import type { Db } from '../types';

/** A custom field of the change form (change_type_id set: a property of that change type). */
export interface CustomFieldDefinition {
  id: number;
  label: string;
  type: CustomFieldType;
  options: string[];
  change_type_id: number | null;
}

/** A custom field with the change's value: text, a list (checkboxes), or null when not filled in. */
export interface CustomFieldValue {
  id: number;
  label: string;
  type: CustomFieldType;
  value: string | string[] | null;
  change_type_id: number | null;
}

interface DefinitionRow {
  id: number;
  label: string;
  type: CustomFieldType;
  options: string;
  change_type_id: number | null;
}

function toDefinition(row: DefinitionRow): CustomFieldDefinition {
  return { ...row, options: parseCustomFieldOptions(row.options) };
}

/** Every custom field, general ones first, in form order. */
export function listCustomFields(db: Db): CustomFieldDefinition[] {
  const rows = db
    .prepare(
      `SELECT id, label, type, options, change_type_id FROM change_custom_fields
       ORDER BY change_type_id IS NOT NULL, change_type_id, sort_order, id`,
    )
    .all() as DefinitionRow[];
  return rows.map(toDefinition);
}

export function findCustomField(db: Db, id: number): CustomFieldDefinition | undefined {
  const row = db
    .prepare('SELECT id, label, type, options, change_type_id FROM change_custom_fields WHERE id = ?')
    .get(id) as DefinitionRow | undefined;
  return row ? toDefinition(row) : undefined;
}

/** The change's custom fields: the general ones and those of its change type, each with its value or null. */
export function readChangeCustomFields(db: Db, changeId: number): CustomFieldValue[] {
  const rows = db
    .prepare(
      `SELECT f.id, f.label, f.type, f.change_type_id, v.value
       FROM changes c
       JOIN change_custom_fields f ON f.change_type_id IS NULL OR f.change_type_id = c.change_type_id
       LEFT JOIN change_custom_field_values v ON v.field_id = f.id AND v.change_id = c.id
       WHERE c.id = ?
       ORDER BY f.change_type_id IS NOT NULL, f.sort_order, f.id`,
    )
    .all(changeId) as Array<Omit<DefinitionRow, 'options'> & { value: string | null }>;
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    type: row.type,
    change_type_id: row.change_type_id,
    value: customFieldValue(row.type, row.value),
  }));
}
