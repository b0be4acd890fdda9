/** Assets and their types and statuses. */
export const assetTables = `
CREATE TABLE asset_types (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  parent_id INTEGER REFERENCES asset_types (id)
);

CREATE TABLE asset_statuses (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE assets (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  identifier TEXT NOT NULL UNIQUE,
  asset_type_id INTEGER NOT NULL REFERENCES asset_types (id),
  status_id INTEGER NOT NULL REFERENCES asset_statuses (id),
  managed_by_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  used_by_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  organization_id INTEGER REFERENCES organizations (id),
  department_id INTEGER REFERENCES departments (id),
  location_id INTEGER REFERENCES locations (id),
  contract_id INTEGER REFERENCES contracts (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX assets_name ON assets (name COLLATE NOCASE);
CREATE INDEX assets_asset_type ON assets (asset_type_id);
CREATE INDEX assets_managed_by ON assets (managed_by_id);
CREATE INDEX assets_used_by ON assets (used_by_id);
CREATE INDEX assets_organization ON assets (organization_id);
`;
