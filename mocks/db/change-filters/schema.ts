import { RECORD_DATES } from '../schema-sql';

/** Saved filters of the change list. */
export const changeFilterTables = `
-- Saved filters of the change list; shared with the listed departments and agents (JSON id arrays).
CREATE TABLE change_filters (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  owner_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  icon_class TEXT NOT NULL DEFAULT '',
  departments TEXT NOT NULL DEFAULT '[]',
  agents TEXT NOT NULL DEFAULT '[]',
  fields TEXT NOT NULL DEFAULT '[]',
  ${RECORD_DATES}
);
CREATE INDEX change_filters_owner ON change_filters (owner_id);
`;
