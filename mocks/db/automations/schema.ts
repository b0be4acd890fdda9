/**
 * Workflows and listeners of changes ("automations", by kind), numbered 1..n per kind in the
 * order they run; their events, rules and actions in the order they were sent. AUTOINCREMENT:
 * the id of a deleted one is never given again.
 */
export const automationTables = `
CREATE TABLE automations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('workflow', 'listener')),
  page_type TEXT NOT NULL CHECK (page_type IN ('change')),
  name TEXT NOT NULL,
  sort_order INTEGER NOT NULL,
  active INTEGER NOT NULL CHECK (active IN (0, 1)),
  match TEXT NOT NULL CHECK (match IN ('all', 'any')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (kind, sort_order)
);

CREATE TABLE automation_events (
  automation_id INTEGER NOT NULL REFERENCES automations (id) ON DELETE CASCADE,
  event TEXT NOT NULL,
  PRIMARY KEY (automation_id, event)
);

CREATE TABLE automation_rules (
  automation_id INTEGER NOT NULL REFERENCES automations (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  field TEXT NOT NULL,
  operator TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (automation_id, position)
);

-- value is JSON: one id, or the agents' ids of notify_agents. cab_id repeats apply_cab's CAB, so
-- a CAB an action uses cannot be deleted.
CREATE TABLE automation_actions (
  automation_id INTEGER NOT NULL REFERENCES automations (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  type TEXT NOT NULL,
  value TEXT NOT NULL,
  cab_id INTEGER REFERENCES cabs (id),
  PRIMARY KEY (automation_id, position)
);
CREATE INDEX automation_actions_cab ON automation_actions (cab_id);
`;
