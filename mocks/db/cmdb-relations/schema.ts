/**
 * CMDB relation types (a forward and an inverse name: "Depends on" / "Is needed by") and the
 * relationships between assets that use them: the parent relates to the child by the forward name
 * when `relation` is forward, by the inverse name when it is inverse.
 *
 * `dependent` says which end of "parent <forward name> child" stops working when the other one
 * fails, what an impact view follows: the parent for "Depends on" and "Runs on" (the application
 * runs on the server: the application depends on it), the child for "Contains" and "Connected to"
 * (the rack contains the server, the switch is connected to the server: the server depends on them).
 */
export const cmdbTables = `
CREATE TABLE cmdb_relation_types (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  forward_relation_name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  inverse_relation_name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  dependent TEXT NOT NULL DEFAULT 'parent' CHECK (dependent IN ('parent', 'child')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE asset_relationships (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  parent_asset_id INTEGER NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
  child_asset_id INTEGER NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
  cmdb_id INTEGER NOT NULL REFERENCES cmdb_relation_types (id),
  relation TEXT NOT NULL CHECK (relation IN ('forward', 'inverse')),
  created_at TEXT NOT NULL,
  UNIQUE (parent_asset_id, child_asset_id, cmdb_id, relation)
);
CREATE INDEX asset_relationships_child ON asset_relationships (child_asset_id);
CREATE INDEX asset_relationships_cmdb ON asset_relationships (cmdb_id);
`;
