import { RECORD_DATES } from '../schema-sql';
import { activityLogTableSql } from '../records/activity-log';
import { assetLinkTableSql } from '../records/associations';

/**
 * Contracts (the assets they cover point to them), the kinds of contract and licence they are, the
 * vendor they are signed with, and their commercial terms: cost and dates, one row per contract.
 */
export const contractTables = `
CREATE TABLE contract_types (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  ${RECORD_DATES}
);

CREATE TABLE license_types (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  ${RECORD_DATES}
);

CREATE TABLE contracts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE,
  vendor_id INTEGER REFERENCES vendors (id),
  contract_type_id INTEGER REFERENCES contract_types (id),
  license_type_id INTEGER REFERENCES license_types (id),
  ${RECORD_DATES}
);
CREATE INDEX contracts_vendor ON contracts (vendor_id);
CREATE INDEX contracts_contract_type ON contracts (contract_type_id);
CREATE INDEX contracts_license_type ON contracts (license_type_id);

CREATE TABLE contract_terms (
  contract_id INTEGER PRIMARY KEY REFERENCES contracts (id) ON DELETE CASCADE,
  cost REAL NOT NULL,
  contract_start_date TEXT NOT NULL,
  contract_end_date TEXT NOT NULL
);
`;

/** The assets attached to contracts and the contracts' activity log (after the assets they reference). */
export const contractLinkTables = `
${assetLinkTableSql('sd_contracts')}
${activityLogTableSql('sd_contracts')}
`;
