/** The help-desk's reference values: departments, organizations, locations, statuses, priorities, impacts. */
export const referenceTables = `
CREATE TABLE departments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE organizations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE,
  domain TEXT
);

CREATE TABLE locations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL UNIQUE
);

-- The help-desk's ticket statuses; problems use them too (status_type_id).
CREATE TABLE statuses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE,
  purpose TEXT NOT NULL CHECK (purpose IN ('open', 'resolved', 'closed', 'deleted', 'spam', 'unapproved')),
  sort_order INTEGER NOT NULL
);

CREATE TABLE priorities (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE,
  sort_order INTEGER NOT NULL
);

CREATE TABLE impacts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE
);
`;
