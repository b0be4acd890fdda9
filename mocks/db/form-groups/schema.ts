/**
 * Form groups: named sets of custom fields an administrator hangs on asset types or change types.
 * A group's fields are rows of asset_custom_fields / change_custom_fields (their form_group_id), so
 * the forms, saves, detail pages and list filters read them like any other custom field.
 */

/** The groups themselves (before the custom-field tables, which reference them). */
export const formGroupTables = `
CREATE TABLE form_groups (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  category TEXT NOT NULL CHECK (category IN ('asset', 'change')),
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX form_groups_name ON form_groups (category, name COLLATE NOCASE);
`;

/** The types each group applies to (after asset_types and change_types). */
export const formGroupLinkTables = `
CREATE TABLE form_group_asset_types (
  form_group_id INTEGER NOT NULL REFERENCES form_groups (id) ON DELETE CASCADE,
  asset_type_id INTEGER NOT NULL REFERENCES asset_types (id) ON DELETE CASCADE,
  PRIMARY KEY (form_group_id, asset_type_id)
);
CREATE INDEX form_group_asset_types_type ON form_group_asset_types (asset_type_id);

CREATE TABLE form_group_change_types (
  form_group_id INTEGER NOT NULL REFERENCES form_groups (id) ON DELETE CASCADE,
  change_type_id INTEGER NOT NULL REFERENCES change_types (id) ON DELETE CASCADE,
  PRIMARY KEY (form_group_id, change_type_id)
);
CREATE INDEX form_group_change_types_type ON form_group_change_types (change_type_id);
`;
