import { RECORD_DATES, RECORD_TEXTS } from '../schema-sql';
import { activityLogTableSql } from '../records/activity-log';
import { assetLinkTableSql } from '../records/associations';

/** Releases, their reference values, the changes they gather and their assets. */
export const releaseTables = `
CREATE TABLE release_statuses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE release_types (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE
);

-- Planned dates are NULL when not planned yet (the screens show '--').
CREATE TABLE releases (
  ${RECORD_TEXTS},
  status_id INTEGER NOT NULL REFERENCES release_statuses (id),
  priority_id INTEGER NOT NULL REFERENCES priorities (id),
  release_type_id INTEGER NOT NULL REFERENCES release_types (id),
  location_id INTEGER REFERENCES locations (id),
  planned_start_date TEXT,
  planned_end_date TEXT,
  ${RECORD_DATES}
);
CREATE INDEX releases_subject ON releases (subject COLLATE NOCASE);

-- A change belongs to at most one release; a release gathers many changes.
CREATE TABLE change_releases (
  change_id INTEGER PRIMARY KEY REFERENCES changes (id) ON DELETE CASCADE,
  release_id INTEGER NOT NULL REFERENCES releases (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
CREATE INDEX change_releases_release ON change_releases (release_id);

${assetLinkTableSql('sd_releases')}
${activityLogTableSql('sd_releases')}
`;
