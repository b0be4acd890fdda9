/** Announcements sent to the users of a department or an organization, and who each reached. */
export const announcementTables = `
CREATE TABLE announcements (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  subject TEXT NOT NULL,
  -- Sanitised HTML.
  body TEXT NOT NULL,
  department_id INTEGER REFERENCES departments (id),
  organization_id INTEGER REFERENCES organizations (id),
  sent_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  CHECK ((department_id IS NULL) <> (organization_id IS NULL))
);

CREATE TABLE announcement_recipients (
  announcement_id INTEGER NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  email TEXT NOT NULL,
  PRIMARY KEY (announcement_id, email)
);
`;
