/**
 * The mail outbox: every mail the backend sends (CAB reminders; announcements and contract
 * reminders later) is written here instead of leaving the demo.
 */
export const outboxTables = `
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- What sent it, e.g. 'cab_reminder'.
  kind TEXT NOT NULL,
  to_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  -- Plain text.
  body TEXT NOT NULL,
  -- The record the mail is about, as an owner type and id (sd_changes, 12), when there is one.
  owner_type TEXT,
  owner_id INTEGER,
  created_at TEXT NOT NULL
);
CREATE INDEX mail_outbox_kind ON mail_outbox (kind, id);
`;
