/** Saved change filters and change custom fields. */
export const changeListTables = `
-- Custom fields of the change form; with a change type they are that type's "properties".
CREATE TABLE change_custom_fields (
  id INTEGER PRIMARY KEY,
  label TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('text', 'textarea', 'number', 'email', 'select', 'radio', 'checkbox', 'date')),
  options TEXT NOT NULL DEFAULT '[]',
  change_type_id INTEGER REFERENCES change_types (id) ON DELETE CASCADE,
  sort_order INTEGER NOT NULL
);

-- One value per change and field: text, or a JSON array of options for checkboxes.
CREATE TABLE change_custom_field_values (
  change_id INTEGER NOT NULL REFERENCES changes (id) ON DELETE CASCADE,
  field_id INTEGER NOT NULL REFERENCES change_custom_fields (id) ON DELETE CASCADE,
  value TEXT NOT NULL,
  PRIMARY KEY (change_id, field_id)
);
CREATE INDEX change_custom_field_values_field ON change_custom_field_values (field_id);

-- Saved filters of the change list; shared with the listed departments and agents (JSON id arrays).
CREATE TABLE change_filters (
  id INTEGER PRIMARY KEY,
  owner_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  icon_class TEXT NOT NULL DEFAULT '',
  departments TEXT NOT NULL DEFAULT '[]',
  agents TEXT NOT NULL DEFAULT '[]',
  fields TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX change_filters_owner ON change_filters (owner_id);
`;
