import { RECORD_DATES } from '../schema-sql';
import { assetLinkTableSql } from '../records/associations';

/** The help-desk's tickets, the replies the service desk writes on them, and their assets. */
export const ticketTables = `
CREATE TABLE tickets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ticket_number TEXT NOT NULL UNIQUE,
  subject TEXT NOT NULL,
  requester_id INTEGER NOT NULL REFERENCES users (id),
  assigned_agent_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  assigned_team_id INTEGER REFERENCES teams (id) ON DELETE SET NULL,
  status_id INTEGER NOT NULL REFERENCES statuses (id),
  priority_id INTEGER NOT NULL REFERENCES priorities (id),
  department_id INTEGER REFERENCES departments (id),
  ${RECORD_DATES}
);
CREATE INDEX tickets_requester ON tickets (requester_id);
CREATE INDEX tickets_assigned_agent ON tickets (assigned_agent_id);

-- Replies written through the problem's bulk actions; attachments is a JSON array.
CREATE TABLE ticket_replies (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ticket_id INTEGER NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  body TEXT NOT NULL,
  attachments TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL
);
CREATE INDEX ticket_replies_ticket ON ticket_replies (ticket_id, created_at);

-- Assets attached to tickets (the asset list's ticket_ids filter).
${assetLinkTableSql('tickets')}
`;
