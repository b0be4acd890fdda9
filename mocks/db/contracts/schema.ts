import { RECORD_DATES } from '../schema-sql';
import { activityLogTableSql } from '../records/activity-log';
import { assetLinkTableSql } from '../records/associations';

/** A link from contracts to rows of `references`, indexed both ways. */
function linkTableSql(table: string, column: string, references: string): string {
  return `CREATE TABLE ${table} (
  contract_id INTEGER NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  ${column} INTEGER NOT NULL REFERENCES ${references} (id) ON DELETE CASCADE,
  PRIMARY KEY (contract_id, ${column})
);
CREATE INDEX ${table}_${column.replace(/_id$/, '')} ON ${table} (${column});`;
}

/**
 * Contracts (the assets they cover are linked in contract_assets), the kinds of contract and licence they are, the
 * vendor they are signed with, their terms (cost and dates), where they stand (a status and a
 * renewal status), who signs them off, and who hears before they expire.
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

-- Draft (id 1), Approved, Rejected, Active, Expired, Terminated.
CREATE TABLE contract_statuses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE
);

-- Not renewed, Extended, Renewed.
CREATE TABLE contract_renewal_statuses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE contracts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE,
  identifier TEXT,
  description TEXT NOT NULL DEFAULT '',
  cost REAL,
  contract_start_date TEXT,
  contract_end_date TEXT,
  status_id INTEGER REFERENCES contract_statuses (id),
  renewal_status_id INTEGER REFERENCES contract_renewal_statuses (id),
  approver_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  owner_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  licensce_count INTEGER,
  -- Days before the end date the notify agents and addresses hear of it.
  notify_before INTEGER,
  -- The end date the expiry reminder went out for: one reminder per term.
  reminded_for_end_date TEXT,
  vendor_id INTEGER REFERENCES vendors (id),
  contract_type_id INTEGER REFERENCES contract_types (id),
  license_type_id INTEGER REFERENCES license_types (id),
  ${RECORD_DATES}
);
CREATE INDEX contracts_vendor ON contracts (vendor_id);
CREATE INDEX contracts_contract_type ON contracts (contract_type_id);
CREATE INDEX contracts_license_type ON contracts (license_type_id);
CREATE INDEX contracts_status ON contracts (status_id);
CREATE INDEX contracts_end_date ON contracts (contract_end_date);

${linkTableSql('contract_users', 'user_id', 'users')}
${linkTableSql('contract_organizations', 'organization_id', 'organizations')}
${linkTableSql('contract_notify_agents', 'user_id', 'users')}

CREATE TABLE contract_notify_emails (
  contract_id INTEGER NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  PRIMARY KEY (contract_id, email)
);

-- Each extension or renewal: the term it gave the contract, and the original term before the first.
CREATE TABLE contract_threads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  contract_id INTEGER NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('original', 'extend', 'renew')),
  cost REAL,
  contract_start_date TEXT,
  contract_end_date TEXT,
  owner_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  approver_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX contract_threads_contract ON contract_threads (contract_id, id);

-- The approver's link: the hash is the credential, for one contract and one approver, used once.
CREATE TABLE contract_approval_links (
  hash TEXT PRIMARY KEY,
  contract_id INTEGER NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  approver_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX contract_approval_links_contract ON contract_approval_links (contract_id);
`;

/** The assets attached to contracts and the contracts' activity log (after the assets they reference). */
export const contractLinkTables = `
${assetLinkTableSql('sd_contracts')}
${activityLogTableSql('sd_contracts')}
`;
