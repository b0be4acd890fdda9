import { writeTestDb } from './testDb';

/**
 * A new asset written straight into the e2e database (like the seeded ones), so a test may attach,
 * detach and delete it without touching what other tests read. Returns its id.
 */
export function insertScratchAsset(name: string): number {
  return writeTestDb((db) => {
    return Number(
      db
        .prepare(
          `INSERT INTO assets (name, identifier, asset_type_id, status_id, description, created_at, updated_at)
           SELECT ?, ?, asset_type_id, status_id, '', created_at, updated_at FROM assets ORDER BY id LIMIT 1`,
        )
        .run(name, `E2E-${name}`).lastInsertRowid,
    );
  });
}
