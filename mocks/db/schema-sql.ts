import { CUSTOM_FIELD_TYPES } from './list-filters';

/** Pieces of the schema that several tables share. */

/** A record's id and texts, the first columns of its table. */
export const RECORD_TEXTS = `id INTEGER PRIMARY KEY AUTOINCREMENT,
  identifier TEXT NOT NULL,
  subject TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT ''`;

/** The dates every record has, as the last columns of its table. */
export const RECORD_DATES = `created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL`;

/** The first columns of a table of custom fields: its id, label, type, options (a JSON array) and whether it is required. */
export const CUSTOM_FIELD_COLUMNS = `id INTEGER PRIMARY KEY AUTOINCREMENT,
  label TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN (${CUSTOM_FIELD_TYPES.map((type) => `'${type}'`).join(', ')})),
  options TEXT NOT NULL DEFAULT '[]',
  required INTEGER NOT NULL DEFAULT 0`;

/**
 * One single-column index per column of `columns` (separated by commas), named
 * `{table}_{column}` without its `_id` and collation, or `{table}_{name}` for `name=column`.
 */
export function columnIndexes(table: string, columns: string): string {
  return columns
    .split(',')
    .map((entry) => entry.trim())
    .map((entry) => {
      const [name, column] = entry.includes('=')
        ? entry.split('=')
        : [entry.replace(/( COLLATE NOCASE|_id)$/, ''), entry];
      return `CREATE INDEX ${table}_${name} ON ${table} (${column});`;
    })
    .join('\n');
}
