import { RECORD_DATES } from '../schema-sql';

/** CAB boards, levels and approvers, and the approval state of each change. */
export const cabTables = `
-- The kinds of user a CAB level can name as approvers: every user of that role may act for it.
CREATE TABLE cab_user_types (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE,
  role TEXT NOT NULL UNIQUE CHECK (role IN ('admin', 'agent'))
);

-- CAB definitions. The actions are the change statuses set when a board is approved or denied.
CREATE TABLE cabs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE,
  action_on_approve INTEGER REFERENCES change_statuses (id) ON DELETE SET NULL,
  action_on_deny INTEGER REFERENCES change_statuses (id) ON DELETE SET NULL,
  send_auto_reminders INTEGER NOT NULL DEFAULT 0 CHECK (send_auto_reminders IN (0, 1)),
  -- Hours between automatic reminders, when they are sent.
  reminder_interval INTEGER,
  ${RECORD_DATES}
);

CREATE TABLE cab_levels (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  cab_id INTEGER NOT NULL REFERENCES cabs (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  level_order INTEGER NOT NULL,
  match TEXT NOT NULL DEFAULT 'all' CHECK (match IN ('any', 'all')),
  UNIQUE (cab_id, level_order)
);

-- A level's approvers: users, and user types (every user of the type's role).
CREATE TABLE cab_level_users (
  level_id INTEGER NOT NULL REFERENCES cab_levels (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (level_id, user_id)
);

CREATE TABLE cab_level_user_types (
  level_id INTEGER NOT NULL REFERENCES cab_levels (id) ON DELETE CASCADE,
  user_type_id INTEGER NOT NULL REFERENCES cab_user_types (id) ON DELETE CASCADE,
  PRIMARY KEY (level_id, user_type_id)
);

-- A CAB applied to a change: a copy of its definition that the approvals move along.
CREATE TABLE change_cab_boards (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  change_id INTEGER NOT NULL REFERENCES changes (id) ON DELETE CASCADE,
  cab_id INTEGER REFERENCES cabs (id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'DENIED')),
  action_on_approve INTEGER REFERENCES change_statuses (id) ON DELETE SET NULL,
  action_on_deny INTEGER REFERENCES change_statuses (id) ON DELETE SET NULL,
  send_auto_reminders INTEGER NOT NULL DEFAULT 0 CHECK (send_auto_reminders IN (0, 1)),
  -- The change's status when approval was requested: removing the board restores it.
  status_before_id INTEGER REFERENCES change_statuses (id) ON DELETE SET NULL,
  -- Hours between automatic reminders (copied from the CAB), and when the last ones were sent.
  reminder_interval INTEGER,
  last_reminded_at TEXT,
  ${RECORD_DATES}
);
CREATE INDEX change_cab_boards_change ON change_cab_boards (change_id, status);

CREATE TABLE change_cab_levels (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  board_id INTEGER NOT NULL REFERENCES change_cab_boards (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  level_order INTEGER NOT NULL,
  match TEXT NOT NULL CHECK (match IN ('any', 'all')),
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'DENIED')),
  is_active INTEGER NOT NULL DEFAULT 0 CHECK (is_active IN (0, 1))
);
CREATE INDEX change_cab_levels_board ON change_cab_levels (board_id, level_order);

-- One row per approver of a level (a user or a user type), each with an unguessable hash: a user's
-- hash is their approval link; a user type's is never sent (its users get links of their own below).
CREATE TABLE change_cab_approvers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  level_id INTEGER NOT NULL REFERENCES change_cab_levels (id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  user_type_id INTEGER REFERENCES cab_user_types (id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'DENIED')),
  hash TEXT NOT NULL UNIQUE,
  comment TEXT,
  acted_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  acted_at TEXT,
  CHECK ((user_id IS NULL) <> (user_type_id IS NULL))
);
CREATE INDEX change_cab_approvers_level ON change_cab_approvers (level_id);
CREATE UNIQUE INDEX change_cab_approvers_user ON change_cab_approvers (level_id, user_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX change_cab_approvers_type ON change_cab_approvers (level_id, user_type_id)
  WHERE user_type_id IS NOT NULL;

-- The approval link of each user of a user type approver's role: a decision by link names its user.
CREATE TABLE change_cab_type_links (
  approver_id INTEGER NOT NULL REFERENCES change_cab_approvers (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  hash TEXT NOT NULL UNIQUE,
  PRIMARY KEY (approver_id, user_id)
);
`;
