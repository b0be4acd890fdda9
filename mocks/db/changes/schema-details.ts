/** What the change view shows besides the change itself: discussions, tasks, duration and closing date. */
export const changeDetailTables = `
-- A change's discussion: top-level comments (parent_id NULL) and their replies.
CREATE TABLE change_comments (
  id INTEGER PRIMARY KEY,
  change_id INTEGER NOT NULL REFERENCES changes (id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES change_comments (id) ON DELETE CASCADE,
  creator_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  content TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX change_comments_change ON change_comments (change_id, parent_id, id);

-- Tasks of the help-desk that can be attached to a change.
CREATE TABLE change_tasks (
  id INTEGER PRIMARY KEY,
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
`;
