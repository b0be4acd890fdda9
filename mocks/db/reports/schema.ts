import { RECORD_DATES } from '../schema-sql';

/**
 * Saved asset reports: the list filters they were built with (`fields`, a JSON list of
 * `{ key, value, value_meta }` keyed by the asset list's filter names) and the asset columns they
 * show and export (`report_column_keys`, a JSON list of column keys).
 */
export const reportTables = `
CREATE TABLE reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  type TEXT NOT NULL DEFAULT 'asset' CHECK (type IN ('asset')),
  fields TEXT NOT NULL DEFAULT '[]',
  report_column_keys TEXT NOT NULL DEFAULT '[]',
  created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  ${RECORD_DATES}
);
CREATE INDEX reports_name ON reports (name COLLATE NOCASE);
`;
