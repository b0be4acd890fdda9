import Database from 'better-sqlite3';

function withTestDb<T>(write: boolean, work: (db: Database.Database) => T): T {
  const file = process.env.E2E_DB_FILE;
  if (!file) throw new Error('E2E_DB_FILE is not set.');
  const db = new Database(file, { readonly: !write, fileMustExist: true });
  try {
    if (write) db.pragma('busy_timeout = 5000');
    return work(db);
  } finally {
    db.close();
  }
}

/** Runs `work` on the e2e database (E2E_DB_FILE) opened read-only, and closes it after. */
export const readTestDb = <T>(work: (db: Database.Database) => T): T => withTestDb(false, work);

/** Runs `work` on the e2e database, waiting up to 5 s for the server's own writes, and closes it after. */
export const writeTestDb = <T>(work: (db: Database.Database) => T): T => withTestDb(true, work);
