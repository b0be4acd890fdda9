/** What every kind of record may own, keyed by owner type: planning entries and attachments. */
export const recordPartTables = `
CREATE TABLE planning_popups (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  owner_type TEXT NOT NULL,
  owner_id INTEGER NOT NULL,
  key TEXT NOT NULL,
  title TEXT,
  description TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (owner_type, owner_id, key)
);

CREATE TABLE attachments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  owner_type TEXT NOT NULL,
  owner_id INTEGER NOT NULL,
  -- Set when the file belongs to a planning entry rather than to the record itself.
  planning_key TEXT,
  name TEXT NOT NULL,
  size INTEGER NOT NULL,
  mime_type TEXT NOT NULL,
  storage_path TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX attachments_owner ON attachments (owner_type, owner_id, planning_key);
`;
