import { fullNameSql } from '../users/users';

/** An asset column a report can show and export: its key, label and value as flat SQL over `assets a` (db/assets/joins.ts). */
interface AssetColumn {
  key: string;
  value: string;
  sql: string;
}

export const ASSET_COLUMNS: readonly AssetColumn[] = [
  { key: 'id', value: 'Id', sql: 'a.id' },
  { key: 'asset_id', value: 'Asset id', sql: "'AST-' || a.id" },
  { key: 'name', value: 'Name', sql: 'a.name' },
  { key: 'identifier', value: 'Identifier', sql: 'a.identifier' },
  { key: 'asset_type', value: 'Asset type', sql: 'at.name' },
  { key: 'asset_status', value: 'Status', sql: 's.name' },
  { key: 'department', value: 'Department', sql: 'd.name' },
  { key: 'location', value: 'Location', sql: 'l.title' },
  { key: 'organization', value: 'Organization', sql: 'o.name' },
  { key: 'managed_by', value: 'Managed by', sql: fullNameSql('m') },
  { key: 'used_by', value: 'Used by', sql: fullNameSql('u') },
  { key: 'impact_type', value: 'Impact', sql: 'i.name' },
  { key: 'assigned_on', value: 'Assigned on', sql: 'a.assigned_on' },
  { key: 'created_at', value: 'Created at', sql: 'a.created_at' },
  { key: 'updated_at', value: 'Updated at', sql: 'a.updated_at' },
  { key: 'description', value: 'Description', sql: 'a.description' },
];

export const ASSET_COLUMN_KEYS = ASSET_COLUMNS.map((column) => column.key);

/** What a report without chosen columns shows. */
export const DEFAULT_COLUMN_KEYS = ['asset_id', 'name', 'identifier', 'asset_type', 'asset_status', 'used_by'];

/** The column list of GET asset-list?column=true: each column with whether the report (or the default) shows it. */
export function assetColumnList(shown: readonly string[]): { key: string; value: string; display: boolean }[] {
  const keys = shown.length > 0 ? shown : DEFAULT_COLUMN_KEYS;
  return ASSET_COLUMNS.map(({ key, value }) => ({ key, value, display: keys.includes(key) }));
}

/** The columns of `keys` that exist, in the catalogue's order; the default ones when none is chosen. */
export function chosenColumns(keys: readonly string[]): AssetColumn[] {
  const wanted = keys.length > 0 ? keys : DEFAULT_COLUMN_KEYS;
  return ASSET_COLUMNS.filter((column) => wanted.includes(column.key));
}
