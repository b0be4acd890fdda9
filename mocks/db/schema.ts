/**
 * The database schema. There are no migrations: bump SCHEMA_VERSION whenever this file or the
 * seed changes, and an existing database file is rebuilt on the next start.
 *
 * Dates are UTC text 'YYYY-MM-DD HH:mm:ss', so they compare and sort as strings.
 */
import { cabTables } from './change-approvals/schema';
import { changeDetailTables } from './changes/schema-details';
import { changeListTables } from './changes/schema-custom-fields';
import { indexTables } from './search-indexes';
import { ticketSlotTables } from './contracts/schema';

export const SCHEMA_VERSION = 6;

const referenceTables = `
CREATE TABLE departments (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE organizations (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  domain TEXT
);

CREATE TABLE locations (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL UNIQUE
);

-- The help-desk's ticket statuses; problems use them too (status_type_id).
CREATE TABLE statuses (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  purpose TEXT NOT NULL CHECK (purpose IN ('open', 'resolved', 'closed', 'deleted', 'spam', 'unapproved')),
  sort_order INTEGER NOT NULL
);

CREATE TABLE priorities (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  sort_order INTEGER NOT NULL
);

CREATE TABLE impacts (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);
`;

const peopleTables = `
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  user_name TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE,
  role TEXT NOT NULL CHECK (role IN ('admin', 'agent', 'user')),
  profile_pic TEXT NOT NULL,
  department_id INTEGER REFERENCES departments (id),
  organization_id INTEGER REFERENCES organizations (id),
  location_id INTEGER REFERENCES locations (id),
  created_at TEXT NOT NULL
);
CREATE INDEX users_role ON users (role);

CREATE TABLE teams (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  lead_id INTEGER REFERENCES users (id) ON DELETE SET NULL
);

CREATE TABLE team_members (
  team_id INTEGER NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (team_id, user_id)
);

-- Service-desk permissions; 'view' is required for every other one. Admins hold all implicitly.
CREATE TABLE permissions (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);

CREATE TABLE user_permissions (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  permission_id INTEGER NOT NULL REFERENCES permissions (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, permission_id)
);

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  csrf_token TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`;

const assetTables = `
CREATE TABLE asset_types (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  parent_id INTEGER REFERENCES asset_types (id)
);

CREATE TABLE asset_statuses (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE contracts (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE assets (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  identifier TEXT NOT NULL UNIQUE,
  asset_type_id INTEGER NOT NULL REFERENCES asset_types (id),
  status_id INTEGER NOT NULL REFERENCES asset_statuses (id),
  managed_by_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  used_by_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  organization_id INTEGER REFERENCES organizations (id),
  department_id INTEGER REFERENCES departments (id),
  location_id INTEGER REFERENCES locations (id),
  contract_id INTEGER REFERENCES contracts (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX assets_name ON assets (name COLLATE NOCASE);
CREATE INDEX assets_asset_type ON assets (asset_type_id);
CREATE INDEX assets_managed_by ON assets (managed_by_id);
CREATE INDEX assets_used_by ON assets (used_by_id);
CREATE INDEX assets_organization ON assets (organization_id);
`;

const ticketTables = `
CREATE TABLE tickets (
  id INTEGER PRIMARY KEY,
  ticket_number TEXT NOT NULL UNIQUE,
  subject TEXT NOT NULL,
  requester_id INTEGER NOT NULL REFERENCES users (id),
  assigned_agent_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  assigned_team_id INTEGER REFERENCES teams (id) ON DELETE SET NULL,
  status_id INTEGER NOT NULL REFERENCES statuses (id),
  priority_id INTEGER NOT NULL REFERENCES priorities (id),
  department_id INTEGER REFERENCES departments (id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX tickets_requester ON tickets (requester_id);
CREATE INDEX tickets_assigned_agent ON tickets (assigned_agent_id);

-- Replies written through the problem's bulk actions; attachments is a JSON array.
CREATE TABLE ticket_replies (
  id INTEGER PRIMARY KEY,
  ticket_id INTEGER NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  body TEXT NOT NULL,
  attachments TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL
);
CREATE INDEX ticket_replies_ticket ON ticket_replies (ticket_id, created_at);

-- Assets attached to tickets (the asset list's ticket_ids filter).
CREATE TABLE ticket_assets (
  ticket_id INTEGER NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  asset_id INTEGER NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
  PRIMARY KEY (ticket_id, asset_id)
);
CREATE INDEX ticket_assets_asset ON ticket_assets (asset_id);
`;

const changeTables = `
-- The change workflow's own statuses (Open, Planning, ... Closed), in their natural order.
CREATE TABLE change_statuses (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  sort_order INTEGER NOT NULL
);

CREATE TABLE change_types (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

-- A change's priority is one of the help-desk's priorities; its impact one of the impacts.
CREATE TABLE changes (
  id INTEGER PRIMARY KEY,
  identifier TEXT NOT NULL,
  subject TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  requester_id INTEGER NOT NULL REFERENCES users (id),
  status_id INTEGER NOT NULL REFERENCES change_statuses (id),
  change_type_id INTEGER NOT NULL REFERENCES change_types (id),
  priority_id INTEGER REFERENCES priorities (id),
  impact_id INTEGER REFERENCES impacts (id),
  location_id INTEGER REFERENCES locations (id),
  department_id INTEGER REFERENCES departments (id),
  team_id INTEGER REFERENCES teams (id) ON DELETE SET NULL,
  agent_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX changes_subject ON changes (subject COLLATE NOCASE);
CREATE INDEX changes_requester ON changes (requester_id);
CREATE INDEX changes_status ON changes (status_id);

CREATE TABLE change_assets (
  change_id INTEGER NOT NULL REFERENCES changes (id) ON DELETE CASCADE,
  asset_id INTEGER NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
  PRIMARY KEY (change_id, asset_id)
);
CREATE INDEX change_assets_asset ON change_assets (asset_id);

-- initiating: the ticket initiated the change; initiated: the change initiated the ticket.
CREATE TABLE ticket_changes (
  ticket_id INTEGER NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  change_id INTEGER NOT NULL REFERENCES changes (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('initiating', 'initiated')),
  created_at TEXT NOT NULL,
  PRIMARY KEY (ticket_id, change_id, type)
);
CREATE INDEX ticket_changes_change ON ticket_changes (change_id);

CREATE TABLE change_activity_logs (
  id INTEGER PRIMARY KEY,
  change_id INTEGER NOT NULL REFERENCES changes (id) ON DELETE CASCADE,
  creator_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX change_activity_logs_change ON change_activity_logs (change_id, created_at);
`;

const releaseTables = `
CREATE TABLE release_statuses (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE release_types (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

-- Planned dates are NULL when not planned yet (the screens show '--').
CREATE TABLE releases (
  id INTEGER PRIMARY KEY,
  identifier TEXT NOT NULL,
  subject TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  status_id INTEGER NOT NULL REFERENCES release_statuses (id),
  priority_id INTEGER NOT NULL REFERENCES priorities (id),
  release_type_id INTEGER NOT NULL REFERENCES release_types (id),
  location_id INTEGER REFERENCES locations (id),
  planned_start_date TEXT,
  planned_end_date TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX releases_subject ON releases (subject COLLATE NOCASE);

-- A change belongs to at most one release; a release gathers many changes.
CREATE TABLE change_releases (
  change_id INTEGER PRIMARY KEY REFERENCES changes (id) ON DELETE CASCADE,
  release_id INTEGER NOT NULL REFERENCES releases (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
CREATE INDEX change_releases_release ON change_releases (release_id);

CREATE TABLE release_assets (
  release_id INTEGER NOT NULL REFERENCES releases (id) ON DELETE CASCADE,
  asset_id INTEGER NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
  PRIMARY KEY (release_id, asset_id)
);
`;

const problemTables = `
CREATE TABLE problems (
  id INTEGER PRIMARY KEY,
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
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX problems_subject ON problems (subject COLLATE NOCASE);
CREATE INDEX problems_identifier ON problems (identifier COLLATE NOCASE);
CREATE INDEX problems_requester ON problems (requester_id);
CREATE INDEX problems_department ON problems (department_id);
CREATE INDEX problems_impact ON problems (impact_id);
CREATE INDEX problems_status ON problems (status_type_id);
CREATE INDEX problems_priority ON problems (priority_id);
CREATE INDEX problems_location ON problems (location_id);
CREATE INDEX problems_assigned ON problems (assigned_id);
CREATE INDEX problems_change ON problems (change_id);
CREATE INDEX problems_created_at ON problems (created_at);
CREATE INDEX problems_updated_at ON problems (updated_at);

CREATE TABLE problem_assets (
  problem_id INTEGER NOT NULL REFERENCES problems (id) ON DELETE CASCADE,
  asset_id INTEGER NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
  PRIMARY KEY (problem_id, asset_id)
);
CREATE INDEX problem_assets_asset ON problem_assets (asset_id);

-- A ticket belongs to at most one problem.
CREATE TABLE problem_tickets (
  problem_id INTEGER NOT NULL REFERENCES problems (id) ON DELETE CASCADE,
  ticket_id INTEGER NOT NULL UNIQUE REFERENCES tickets (id) ON DELETE CASCADE,
  PRIMARY KEY (problem_id, ticket_id)
);

CREATE TABLE problem_activity_logs (
  id INTEGER PRIMARY KEY,
  problem_id INTEGER NOT NULL REFERENCES problems (id) ON DELETE CASCADE,
  creator_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX problem_activity_logs_problem ON problem_activity_logs (problem_id, created_at);
`;

/** Shared by problems (owner_type 'sd_problem') and changes ('sd_changes'). */
const ownedRecordTables = `
CREATE TABLE planning_popups (
  id INTEGER PRIMARY KEY,
  owner_type TEXT NOT NULL,
  owner_id INTEGER NOT NULL,
  key TEXT NOT NULL,
  title TEXT,
  description TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (owner_type, owner_id, key)
);

CREATE TABLE attachments (
  id INTEGER PRIMARY KEY,
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

export const schemaSql = [
  referenceTables,
  peopleTables,
  assetTables,
  ticketTables,
  changeTables,
  releaseTables,
  problemTables,
  ownedRecordTables,
  changeListTables,
  changeDetailTables,
  cabTables,
  ticketSlotTables,
  indexTables,
].join('\n');
