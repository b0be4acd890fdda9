import type { CustomFieldType } from '../list-filters';
import { customFieldValue, parseCustomFieldOptions } from '../records/custom-fields';
import type { Db } from '../types';

/** A custom field of the asset form: general (no scope), or one asset type's or one department's. */
export interface AssetCustomFieldDefinition {
  id: number;
  label: string;
  /** The parameter the asset list filters it by. */
  unique: string;
  type: CustomFieldType;
  options: string[];
  required: boolean;
  asset_type_id: number | null;
  department_id: number | null;
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

interface DefinitionRow {
  id: number;
  label: string;
  type: CustomFieldType;
  options: string;
  required: number;
  asset_type_id: number | null;
  department_id: number | null;
}

const COLUMNS = 'id, label, type, options, required, asset_type_id, department_id';
/** Form order: general fields, then the asset type's, then the department's. */
function orderBy(alias = ''): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `ORDER BY ${column('asset_type_id')} IS NOT NULL, ${column('department_id')} IS NOT NULL, ${column('sort_order')}, ${column('id')}`;
}

function toDefinition(row: DefinitionRow): AssetCustomFieldDefinition {
  return {
    ...row,
    unique: `custom_${row.id}`,
    options: parseCustomFieldOptions(row.options),
    required: row.required === 1,
    api_info: null,
  };
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

/** The fields an asset of this type and department carries: the general ones, its type's and its department's. */
export function assetCustomFieldsFor(
  db: Db,
  assetTypeId: number,
  departmentId: number | null,
): AssetCustomFieldDefinition[] {
  const rows = db
    .prepare(
      `SELECT ${COLUMNS} FROM asset_custom_fields
       WHERE (asset_type_id IS NULL AND department_id IS NULL) OR asset_type_id = ? OR department_id = ?
       ${orderBy()}`,
    )
    .all(assetTypeId, departmentId) as DefinitionRow[];
  return rows.map(toDefinition);
}

/** An asset's custom values by group (each field of its type and department, null when not filled in). */
export function readAssetCustomFieldGroups(db: Db, assetId: number): AssetCustomFieldGroups {
  const rows = db
    .prepare(
      `SELECT f.id, f.label, f.type, f.asset_type_id, f.department_id, v.value
       FROM assets a
       JOIN asset_custom_fields f
         ON (f.asset_type_id IS NULL AND f.department_id IS NULL)
         OR f.asset_type_id = a.asset_type_id OR f.department_id = a.department_id
       LEFT JOIN asset_custom_field_values v ON v.field_id = f.id AND v.asset_id = a.id
       WHERE a.id = ?
       ${orderBy('f')}`,
    )
    .all(assetId) as Array<Omit<DefinitionRow, 'options' | 'required'> & { value: string | null }>;
  const groups: AssetCustomFieldGroups = {
    custom_field_values_for_asset_form_builder_only: [],
    custom_field_values_for_asset_type: [],
    custom_field_values_for_department: [],
  };
  for (const row of rows) {
    const value = { id: row.id, label: row.label, field_type: row.type, value: customFieldValue(row.type, row.value) };
    if (row.asset_type_id !== null) groups.custom_field_values_for_asset_type.push(value);
    else if (row.department_id !== null) groups.custom_field_values_for_department.push(value);
    else groups.custom_field_values_for_asset_form_builder_only.push(value);
  }
  return groups;
}
