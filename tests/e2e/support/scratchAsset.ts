import Database from 'better-sqlite3';

/**
 * A new asset written straight into the e2e database (like the seeded ones), so a test may attach,
 * detach and delete it without touching what other tests read. Returns its id.
 */
export function insertScratchAsset(name: string): number {
  const file = process.env.E2E_DB_FILE;
  if (!file) throw new Error('E2E_DB_FILE is not set.');
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return Number(
      db
        .prepare(
          `INSERT INTO assets (name, identifier, asset_type_id, status_id, description, created_at, updated_at)
           SELECT ?, ?, asset_type_id, status_id, '', created_at, updated_at FROM assets ORDER BY id LIMIT 1`,
        )
        .run(name, `E2E-${name}`).lastInsertRowid,
    );
  } finally {
    db.close();
  }
}
