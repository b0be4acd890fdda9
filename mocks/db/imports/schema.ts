/**
 * Uploaded import files and their runs: one row per upload (its file on disk, headers, mapping,
 * status and counts), and the reasons of the rows that failed or came with a warning.
 */
export const importTables = `
CREATE TABLE imports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('asset')),
  file_path TEXT NOT NULL,
  file_kind TEXT NOT NULL CHECK (file_kind IN ('csv', 'xlsx')),
  headers TEXT NOT NULL,
  asset_type_id INTEGER REFERENCES asset_types (id) ON DELETE SET NULL,
  status TEXT NOT NULL CHECK (status IN ('uploaded', 'queued', 'running', 'completed', 'failed', 'discarded')),
  mapping TEXT,
  update_existing INTEGER NOT NULL DEFAULT 0,
  date_time_format TEXT,
  status_reason TEXT,
  total_rows INTEGER NOT NULL DEFAULT 0,
  processed_rows INTEGER NOT NULL DEFAULT 0,
  total_created INTEGER NOT NULL DEFAULT 0,
  total_updated INTEGER NOT NULL DEFAULT 0,
  total_failed INTEGER NOT NULL DEFAULT 0,
  total_warning INTEGER NOT NULL DEFAULT 0,
  created_by INTEGER NOT NULL REFERENCES users (id),
  ended_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX imports_status ON imports (status);

CREATE TABLE import_row_issues (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  import_id INTEGER NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
  row INTEGER NOT NULL,
  field TEXT NOT NULL,
  field_label TEXT NOT NULL,
  comment TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('failed', 'warning'))
);
CREATE INDEX import_row_issues_import ON import_row_issues (import_id, row);
`;
