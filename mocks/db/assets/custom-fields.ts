import type { CustomFieldType } from '../list-filters';
import { answeredCustomField, customFieldValue, type StoredCustomField } from '../records/custom-fields';
import type { Db } from '../types';
import type { AssetCustomFieldDefinition as AssetListCustomField } from '@/api/assets/list';

/** A custom field of the asset form: general (no scope), or one asset type's, one department's or one form group's. */
export interface AssetCustomFieldDefinition extends AssetListCustomField {
  required: boolean;
  asset_type_id: number | null;
  department_id: number | null;
  form_group_id: number | null;
  /** A form group's field: the asset types the group applies to (empty for other fields). */
  asset_type_ids: number[];
  /** Where a field's options would be looked up; the seeded fields carry their options. */
  api_info: null;
}

/** A custom field with an asset's value, as the asset's detail lists it. */
export interface AssetCustomFieldValue {
  id: number;
  label: string;
  field_type: CustomFieldType;
  value: string | string[] | null;
}

/** The asset detail's three groups of custom values. */
export interface AssetCustomFieldGroups {
  custom_field_values_for_asset_form_builder_only: AssetCustomFieldValue[];
  custom_field_values_for_asset_type: AssetCustomFieldValue[];
  custom_field_values_for_department: AssetCustomFieldValue[];
}

interface DefinitionRow extends StoredCustomField {
  asset_type_id: number | null;
  department_id: number | null;
  asset_type_ids: string;
}

const GROUP_TYPE_IDS = `(SELECT json_group_array(t.asset_type_id) FROM form_group_asset_types t
  WHERE t.form_group_id = asset_custom_fields.form_group_id) AS asset_type_ids`;
const COLUMNS = `id, label, type, options, required, asset_type_id, department_id, form_group_id, ${GROUP_TYPE_IDS}`;
/** Whether the field `alias` belongs to a form group linked to the asset type `typeId` (an SQL expression). */
const inGroupOfType = (alias: string, typeId: string) =>
  `${alias}.form_group_id IN (SELECT form_group_id FROM form_group_asset_types WHERE asset_type_id = ${typeId})`;
/** Form order: general fields, then the asset type's and its form groups' (each group's in order), then the department's. */
function orderBy(alias = ''): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `ORDER BY ${column('asset_type_id')} IS NOT NULL OR ${column('form_group_id')} IS NOT NULL, ${column('department_id')} IS NOT NULL, ${column('form_group_id')}, ${column('sort_order')}, ${column('id')}`;
}

function toDefinition(row: DefinitionRow): AssetCustomFieldDefinition {
  return { ...answeredCustomField(row, 'asset_type_ids'), unique: `custom_${row.id}`, api_info: null };
}

/** Every asset custom field, general ones first, in form order. */
export function listAssetCustomFields(db: Db): AssetCustomFieldDefinition[] {
  const rows = db.prepare(`SELECT ${COLUMNS} FROM asset_custom_fields ${orderBy()}`).all() as DefinitionRow[];
  return rows.map(toDefinition);
}

export function findAssetCustomField(db: Db, id: number): AssetCustomFieldDefinition | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM asset_custom_fields WHERE id = ?`).get(id) as
    DefinitionRow | undefined;
  return row ? toDefinition(row) : undefined;
}

/** The fields an asset of this type and department carries: the general ones, its type's (and its form groups') and its department's. */
export function assetCustomFieldsFor(
  db: Db,
  assetTypeId: number,
  departmentId: number | null,
): AssetCustomFieldDefinition[] {
  const rows = db
    .prepare(
      `SELECT ${COLUMNS} FROM asset_custom_fields
       WHERE (asset_type_id IS NULL AND department_id IS NULL AND form_group_id IS NULL)
         OR asset_type_id = ? OR department_id = ? OR ${inGroupOfType('asset_custom_fields', '?')}
       ${orderBy()}`,
    )
    .all(assetTypeId, departmentId, assetTypeId) as DefinitionRow[];
  return rows.map(toDefinition);
}

/** An asset's custom values by group (each field of its type and department, null when not filled in). */
export function readAssetCustomFieldGroups(db: Db, assetId: number): AssetCustomFieldGroups {
  const rows = db
    .prepare(
      `SELECT f.id, f.label, f.type, f.asset_type_id, f.department_id, f.form_group_id, v.value
       FROM assets a
       JOIN asset_custom_fields f
         ON (f.asset_type_id IS NULL AND f.department_id IS NULL AND f.form_group_id IS NULL)
         OR f.asset_type_id = a.asset_type_id OR f.department_id = a.department_id
         OR ${inGroupOfType('f', 'a.asset_type_id')}
       LEFT JOIN asset_custom_field_values v ON v.field_id = f.id AND v.asset_id = a.id
       WHERE a.id = ?
       ${orderBy('f')}`,
    )
    .all(assetId) as Array<Omit<DefinitionRow, 'options' | 'required' | 'asset_type_ids'> & { value: string | null }>;
  const groups: AssetCustomFieldGroups = {
    custom_field_values_for_asset_form_builder_only: [],
    custom_field_values_for_asset_type: [],
    custom_field_values_for_department: [],
  };
  for (const row of rows) {
    const value = { id: row.id, label: row.label, field_type: row.type, value: customFieldValue(row.type, row.value) };
    if (row.asset_type_id !== null || row.form_group_id !== null) groups.custom_field_values_for_asset_type.push(value);
    else if (row.department_id !== null) groups.custom_field_values_for_department.push(value);
    else groups.custom_field_values_for_asset_form_builder_only.push(value);
  }
  return groups;
}
