import { columnIndexes, RECORD_DATES } from '../schema-sql';

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
  contract_id INTEGER REFERENCES contracts (id) ON DELETE SET NULL,
  ${RECORD_DATES}
);
${columnIndexes('assets', 'name COLLATE NOCASE, asset_type_id, managed_by_id, used_by_id, organization_id')}
`;
