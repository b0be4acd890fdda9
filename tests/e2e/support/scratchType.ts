import { writeTestDb } from './testDb';

/**
 * A change type or asset type of a test's own, written straight into the e2e database (named
 * after the seeded ones, so lookups that take the first option are unaffected). A test that hangs
 * required fields on a type uses one, so other tests saving records of the seeded types never
 * meet them. Returns its id.
 */
export function insertScratchType(table: 'change_types' | 'asset_types', name: string): number {
  return writeTestDb((db) => {
    const insert =
      table === 'change_types'
        ? db.prepare('INSERT INTO change_types (name) VALUES (?)')
        : db.prepare(
            `INSERT INTO asset_types (name, created_at, updated_at)
             VALUES (?, strftime('%Y-%m-%d %H:%M:%S', 'now'), strftime('%Y-%m-%d %H:%M:%S', 'now'))`,
          );
    return Number(insert.run(name).lastInsertRowid);
  });
}
