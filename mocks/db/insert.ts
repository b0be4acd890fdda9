import type { Db } from './types';

/** Inserts one row (column -> value) into `table`; returns its id. */
export function insertRow(db: Db, table: string, row: Readonly<Record<string, unknown>>): number {
  const columns = Object.keys(row);
  return Number(
    db
      .prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
      .run(...Object.values(row)).lastInsertRowid,
  );
}
