import { openDatabase } from './connection';
import { createProblem, validProblemForm } from '../testing/problem-api';
import { remove } from '../testing/requests';
import { useApp } from '../testing/use-app';

/** An old link (a bookmark, a log line, an e-mail) must never open another record. */
describe('record ids', () => {
  it('are never reused: every table keyed by its own integer id uses AUTOINCREMENT', () => {
    const db = openDatabase(':memory:');
    try {
      const tables = db
        .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql LIKE '%id INTEGER PRIMARY KEY%'")
        .all() as { name: string; sql: string }[];
      const searchTables = (
        db.prepare("SELECT name FROM sqlite_master WHERE sql LIKE 'CREATE VIRTUAL TABLE%'").all() as { name: string }[]
      ).map((table) => table.name);
      // The full-text search index keeps its own internal tables, which no link names.
      const isSearchIndex = (name: string) => searchTables.some((search) => name.startsWith(`${search}_`));
      const reusing = tables.filter(
        (table) => !isSearchIndex(table.name) && /\bid INTEGER PRIMARY KEY(?! AUTOINCREMENT)/.test(table.sql),
      );

      expect(tables.map((table) => table.name)).toEqual(
        expect.arrayContaining(['problems', 'changes', 'tickets', 'assets', 'contracts', 'releases', 'attachments']),
      );
      expect(reusing.map((table) => table.name)).toEqual([]);
    } finally {
      db.close();
    }
  });

  describe('after a delete', () => {
    const ctx = useApp();

    it('gives a new problem a new id, not the one of the newest problem deleted', async () => {
      const form = await validProblemForm(ctx.admin);
      const newest = await createProblem(ctx.admin, form);
      expect((await remove(ctx.admin, `/service-desk/api/problem-delete/${newest}`)).statusCode).toBe(200);

      const next = await createProblem(ctx.admin, form);

      expect(next).toBeGreaterThan(newest);
    });
  });
});
