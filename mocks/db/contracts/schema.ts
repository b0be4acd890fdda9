import { RECORD_DATES } from '../schema-sql';
import { activityLogTableSql } from '../records/activity-log';
import { assetLinkTableSql } from '../records/associations';

/**
 * Contracts (the assets they cover point to them) and their commercial terms: cost and dates,
 * one row per contract.
 */
export const contractTables = `
CREATE TABLE contracts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE,
  ${RECORD_DATES}
);

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
