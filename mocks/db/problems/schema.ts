import { columnIndexes, RECORD_DATES } from '../schema-sql';
import { activityLogTableSql } from '../records/activity-log';
import { assetLinkTableSql } from '../records/associations';

/** Problems, their assets, tickets and activity log. */
export const problemTables = `
CREATE TABLE problems (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  identifier TEXT NOT NULL DEFAULT '',
  subject TEXT NOT NULL,
  description TEXT NOT NULL,
  requester_id INTEGER NOT NULL REFERENCES users (id),
  department_id INTEGER NOT NULL REFERENCES departments (id),
  impact_id INTEGER NOT NULL REFERENCES impacts (id),
  status_type_id INTEGER NOT NULL REFERENCES statuses (id),
  priority_id INTEGER NOT NULL REFERENCES priorities (id),
  location_id INTEGER REFERENCES locations (id),
  assigned_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  -- A problem has at most one change.
  change_id INTEGER REFERENCES changes (id) ON DELETE SET NULL,
  ${RECORD_DATES}
);
${columnIndexes('problems', 'subject COLLATE NOCASE, identifier COLLATE NOCASE, requester_id, department_id, impact_id, status=status_type_id, priority_id, location_id, assigned_id, change_id, created_at, updated_at')}

${assetLinkTableSql('sd_problem')}

-- A ticket belongs to at most one problem.
CREATE TABLE problem_tickets (
  problem_id INTEGER NOT NULL REFERENCES problems (id) ON DELETE CASCADE,
  ticket_id INTEGER NOT NULL UNIQUE REFERENCES tickets (id) ON DELETE CASCADE,
  PRIMARY KEY (problem_id, ticket_id)
);

${activityLogTableSql('sd_problem')}

-- Every filter column: a count filtered on several of them reads this index, not the rows.
CREATE INDEX problems_filters ON problems (status_type_id, department_id, priority_id, impact_id, location_id,
  assigned_id, requester_id, change_id, created_at, updated_at);
`;
