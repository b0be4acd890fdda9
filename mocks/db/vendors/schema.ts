import { RECORD_DATES } from '../schema-sql';

/** Vendors: the suppliers contracts are signed with and products are bought from. Status 1 active, 0 inactive. */
export const vendorTables = `
CREATE TABLE vendors (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email TEXT NOT NULL,
  primary_contact TEXT NOT NULL,
  address TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  status_id INTEGER NOT NULL DEFAULT 1 CHECK (status_id IN (0, 1)),
  ${RECORD_DATES}
);
`;
