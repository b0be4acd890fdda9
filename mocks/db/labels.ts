import type { Db } from './types';
import { fullNameSql } from './users/users';

/** How each kind of referenced record is named in activity logs and messages. */
const LABEL_SQL = {
  users: `SELECT ${fullNameSql('t')} AS label FROM users t WHERE t.id = ?`,
  departments: 'SELECT name AS label FROM departments WHERE id = ?',
  organizations: 'SELECT name AS label FROM organizations WHERE id = ?',
  impacts: 'SELECT name AS label FROM impacts WHERE id = ?',
  statuses: 'SELECT name AS label FROM statuses WHERE id = ?',
  priorities: 'SELECT name AS label FROM priorities WHERE id = ?',
  locations: 'SELECT title AS label FROM locations WHERE id = ?',
  assets: 'SELECT name AS label FROM assets WHERE id = ?',
  teams: 'SELECT name AS label FROM teams WHERE id = ?',
  changes: "SELECT identifier || ' ' || subject AS label FROM changes WHERE id = ?",
  tickets: "SELECT '#' || ticket_number AS label FROM tickets WHERE id = ?",
  problems: 'SELECT identifier AS label FROM problems WHERE id = ?',
  change_statuses: 'SELECT name AS label FROM change_statuses WHERE id = ?',
  change_types: 'SELECT name AS label FROM change_types WHERE id = ?',
  releases: "SELECT identifier || ' ' || subject AS label FROM releases WHERE id = ?",
  release_statuses: 'SELECT name AS label FROM release_statuses WHERE id = ?',
  release_types: 'SELECT name AS label FROM release_types WHERE id = ?',
  contracts: 'SELECT name AS label FROM contracts WHERE id = ?',
  change_tasks: 'SELECT task_name AS label FROM change_tasks WHERE id = ?',
  cabs: 'SELECT name AS label FROM cabs WHERE id = ?',
  asset_types: 'SELECT name AS label FROM asset_types WHERE id = ?',
  asset_statuses: 'SELECT name AS label FROM asset_statuses WHERE id = ?',
  vendors: 'SELECT name AS label FROM vendors WHERE id = ?',
  contract_types: 'SELECT name AS label FROM contract_types WHERE id = ?',
  license_types: 'SELECT name AS label FROM license_types WHERE id = ?',
  contract_statuses: 'SELECT name AS label FROM contract_statuses WHERE id = ?',
  products: 'SELECT name AS label FROM products WHERE id = ?',
  product_statuses: 'SELECT name AS label FROM product_statuses WHERE id = ?',
  procurement_modes: 'SELECT name AS label FROM procurement_modes WHERE id = ?',
} as const;

export type LabelledTable = keyof typeof LABEL_SQL;

/** SQL reading the label of the record of `table` whose id `idExpression` gives (NULL when there is none). */
export function labelSql(table: LabelledTable, idExpression: string): string {
  return `(${LABEL_SQL[table].replace(/\?$/, idExpression)})`;
}

export function labelOf(db: Db, table: LabelledTable, id: number): string | undefined {
  const row = db.prepare(LABEL_SQL[table]).get(id) as { label: string } | undefined;
  return row?.label;
}

export function recordExists(db: Db, table: LabelledTable, id: number, scope = ''): boolean {
  return db.prepare(`SELECT 1 FROM ${table} t WHERE t.id = ? ${scope ? 'AND ' + scope : ''}`).get(id) !== undefined;
}

export const AGENT_SCOPE = "t.role IN ('agent', 'admin')";
