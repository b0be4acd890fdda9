import { columnIndexes, CUSTOM_FIELD_COLUMNS, RECORD_DATES, RECORD_TEXTS } from '../schema-sql';
import { activityLogTableSql } from '../records/activity-log';
import { assetLinkTableSql } from '../records/associations';

/**
 * Changes: their reference values, assets, tickets, activity log, discussions, tasks, duration,
 * closing date, custom fields, and what keeps the change list fast.
 */
export const changeTables = `
-- The change workflow's own statuses (Open, Planning, ... Closed), in their natural order.
CREATE TABLE change_statuses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE,
  sort_order INTEGER NOT NULL
);

CREATE TABLE change_types (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE
);

-- A change's priority is one of the help-desk's priorities; its impact one of the impacts.
CREATE TABLE changes (
  ${RECORD_TEXTS},
  requester_id INTEGER NOT NULL REFERENCES users (id),
  status_id INTEGER NOT NULL REFERENCES change_statuses (id),
  change_type_id INTEGER NOT NULL REFERENCES change_types (id),
  priority_id INTEGER REFERENCES priorities (id),
  impact_id INTEGER REFERENCES impacts (id),
  location_id INTEGER REFERENCES locations (id),
  department_id INTEGER REFERENCES departments (id),
  team_id INTEGER REFERENCES teams (id) ON DELETE SET NULL,
  agent_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  ${RECORD_DATES}
);
${columnIndexes('changes', 'subject COLLATE NOCASE, requester_id, status_id')}

${assetLinkTableSql('sd_changes')}

-- initiating: the ticket initiated the change; initiated: the change initiated the ticket.
CREATE TABLE ticket_changes (
  ticket_id INTEGER NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  change_id INTEGER NOT NULL REFERENCES changes (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('initiating', 'initiated')),
  created_at TEXT NOT NULL,
  PRIMARY KEY (ticket_id, change_id, type)
);
CREATE INDEX ticket_changes_change ON ticket_changes (change_id);

${activityLogTableSql('sd_changes')}

-- What the change view shows besides the change itself: discussions, tasks, duration and closing date.
-- A change's discussion: top-level comments (parent_id NULL) and their replies.
CREATE TABLE change_comments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  change_id INTEGER NOT NULL REFERENCES changes (id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES change_comments (id) ON DELETE CASCADE,
  creator_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  content TEXT NOT NULL,
  ${RECORD_DATES}
);
CREATE INDEX change_comments_change ON change_comments (change_id, parent_id, id);

-- Tasks of the help-desk that can be attached to a change.
CREATE TABLE change_tasks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  task_name TEXT NOT NULL,
  task_start_date TEXT,
  task_end_date TEXT,
  assigned_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  assigned_team_id INTEGER REFERENCES teams (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE change_task_links (
  change_id INTEGER NOT NULL REFERENCES changes (id) ON DELETE CASCADE,
  task_id INTEGER NOT NULL REFERENCES change_tasks (id) ON DELETE CASCADE,
  PRIMARY KEY (change_id, task_id)
);
CREATE INDEX change_task_links_task ON change_task_links (task_id);

-- The change's total activity duration in minutes, and when it was closed.
CREATE TABLE change_durations (
  change_id INTEGER PRIMARY KEY REFERENCES changes (id) ON DELETE CASCADE,
  total_activity_duration INTEGER NOT NULL
);

CREATE TABLE change_closures (
  change_id INTEGER PRIMARY KEY REFERENCES changes (id) ON DELETE CASCADE,
  closed_on TEXT NOT NULL
);

-- A change is closed when its status becomes Closed, whatever sets it (the close action, the form,
-- a workflow or listener): the closing date is recorded in the same statement.
CREATE TRIGGER change_closed_on_insert AFTER INSERT ON changes
WHEN NEW.status_id = (SELECT id FROM change_statuses WHERE name = 'Closed')
BEGIN
  INSERT INTO change_closures (change_id, closed_on) VALUES (NEW.id, strftime('%Y-%m-%d %H:%M:%S', 'now'))
  ON CONFLICT (change_id) DO UPDATE SET closed_on = excluded.closed_on;
END;

CREATE TRIGGER change_closed_on_update AFTER UPDATE OF status_id ON changes
WHEN NEW.status_id IS NOT OLD.status_id AND NEW.status_id = (SELECT id FROM change_statuses WHERE name = 'Closed')
BEGIN
  INSERT INTO change_closures (change_id, closed_on) VALUES (NEW.id, strftime('%Y-%m-%d %H:%M:%S', 'now'))
  ON CONFLICT (change_id) DO UPDATE SET closed_on = excluded.closed_on;
END;

-- Custom fields of the change form; with a change type, or a form group linked to change types, they
-- are those types' "properties".
CREATE TABLE change_custom_fields (
  ${CUSTOM_FIELD_COLUMNS},
  change_type_id INTEGER REFERENCES change_types (id) ON DELETE CASCADE,
  form_group_id INTEGER REFERENCES form_groups (id) ON DELETE CASCADE,
  sort_order INTEGER NOT NULL,
  CHECK (change_type_id IS NULL OR form_group_id IS NULL)
);
CREATE INDEX change_custom_fields_group ON change_custom_fields (form_group_id);

-- One value per change and field: text, or a JSON array of options for checkboxes.
CREATE TABLE change_custom_field_values (
  change_id INTEGER NOT NULL REFERENCES changes (id) ON DELETE CASCADE,
  field_id INTEGER NOT NULL REFERENCES change_custom_fields (id) ON DELETE CASCADE,
  value TEXT NOT NULL,
  PRIMARY KEY (change_id, field_id)
);
CREATE INDEX change_custom_field_values_field ON change_custom_field_values (field_id);

-- The change list's sorts and filters (subject, requester and status are indexed with the table).
${columnIndexes('changes', 'identifier COLLATE NOCASE, created_at, updated_at, department_id, team_id, type=change_type_id, priority_id, impact_id, location_id, agent_id')}
CREATE INDEX changes_filters ON changes (status_id, department_id, priority_id, change_type_id, impact_id,
  location_id, team_id, agent_id, requester_id, created_at, updated_at);
`;
