import { RECORD_DATES } from '../schema-sql';

/** How products are bought: purchase, lease ... */
export const procurementModeTables = `
CREATE TABLE procurement_modes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  ${RECORD_DATES}
);
`;
