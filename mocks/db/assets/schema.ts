import { columnIndexes, CUSTOM_FIELD_COLUMNS, RECORD_DATES } from '../schema-sql';

/** Assets and their types (a tree: parent_id) and statuses. */
export const assetTables = `
CREATE TABLE asset_types (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  parent_id INTEGER REFERENCES asset_types (id),
  is_default INTEGER NOT NULL DEFAULT 0,
  ${RECORD_DATES}
);
${columnIndexes('asset_types', 'parent_id, created_at, updated_at')}

CREATE TABLE asset_statuses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  description TEXT NOT NULL DEFAULT '',
  ${RECORD_DATES}
);

CREATE TABLE assets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  identifier TEXT NOT NULL UNIQUE,
  asset_type_id INTEGER NOT NULL REFERENCES asset_types (id),
  status_id INTEGER NOT NULL REFERENCES asset_statuses (id),
  managed_by_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  used_by_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  organization_id INTEGER REFERENCES organizations (id),
  department_id INTEGER REFERENCES departments (id),
  location_id INTEGER REFERENCES locations (id),
  impact_type_id INTEGER REFERENCES impacts (id),
  assigned_on TEXT,
  description TEXT NOT NULL DEFAULT '',
  ${RECORD_DATES}
);
${columnIndexes(
  'assets',
  `name COLLATE NOCASE, identifier_nocase=identifier COLLATE NOCASE, asset_type_id, status_id, managed_by_id,
  used_by_id, organization_id, department_id, location_id, impact_type_id, created_at, updated_at, assigned_on`,
)}

-- Custom fields of the asset form: general ones (no scope), or those of an asset type, a department
-- or a form group (which applies to every asset type linked to it).
CREATE TABLE asset_custom_fields (
  ${CUSTOM_FIELD_COLUMNS},
  asset_type_id INTEGER REFERENCES asset_types (id) ON DELETE CASCADE,
  department_id INTEGER REFERENCES departments (id) ON DELETE CASCADE,
  form_group_id INTEGER REFERENCES form_groups (id) ON DELETE CASCADE,
  sort_order INTEGER NOT NULL,
  CHECK ((asset_type_id IS NOT NULL) + (department_id IS NOT NULL) + (form_group_id IS NOT NULL) <= 1)
);
CREATE INDEX asset_custom_fields_group ON asset_custom_fields (form_group_id);

-- One value per asset and field: text (dates 'YYYY-MM-DD'), or a JSON array of options for checkboxes.
CREATE TABLE asset_custom_field_values (
  asset_id INTEGER NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
  field_id INTEGER NOT NULL REFERENCES asset_custom_fields (id) ON DELETE CASCADE,
  value TEXT NOT NULL,
  PRIMARY KEY (asset_id, field_id)
);
CREATE INDEX asset_custom_field_values_field ON asset_custom_field_values (field_id, value);
`;
