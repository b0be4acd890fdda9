import Database from 'better-sqlite3';
import type { Db } from '../db/types';

/** Runs `read` on the app's database file opened read-only (rows no call returns), then closes it. */
export function withReadOnlyDb<T>(dbFile: string, read: (db: Db) => T): T {
  const db = new Database(dbFile, { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The rows of `sql`, read from the app's database file. */
export function readRows<T>(dbFile: string, sql: string, ...params: unknown[]): T[] {
  return withReadOnlyDb(dbFile, (db) => db.prepare(sql).all(...params) as T[]);
}
