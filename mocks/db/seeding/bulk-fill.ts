import { toDbDate } from '../dates';
import type { IndexedSearch } from '../search-index';
import type { Db } from '../types';
import { SeededRandom } from './random';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * What a bulk seed draws its rows from: random numbers from `seed`, the ids the normal seed holds,
 * and dates within the year before `now`. The same seed and `now` draw the same rows.
 */
export function bulkDraws(db: Db, seed: number, now: Date) {
  const random = new SeededRandom(seed);
  const end = now.getTime();
  return {
    random,
    /** The ids a query selects (its first column). */
    ids: (sql: string) => db.prepare(sql).pluck().all() as number[],
    /** One of `items` with the given probability, otherwise (or when there are none) null. */
    maybe: <T>(probability: number, items: readonly T[]): T | null =>
      items.length > 0 && random.chance(probability) ? random.pick(items) : null,
    /** A creation within the year and an update between it and `now`. */
    dates: () => {
      const created = end - Math.floor(random.next() * YEAR_MS);
      const updated = created + Math.floor(random.next() * (end - created));
      return { created_at: toDbDate(new Date(created)), updated_at: toDbDate(new Date(updated)) };
    },
    /** The ids of each of `tables`, in the order the table gives them. */
    idsOf: <TTable extends string>(tables: readonly TTable[]) =>
      Object.fromEntries(
        tables.map((table) => [table, db.prepare(`SELECT id FROM ${table}`).pluck().all() as number[]]),
      ) as Record<TTable, number[]>,
    /** The statement inserting a row of `table` from an object holding its `columns`. */
    insertInto: (table: string, columns: readonly string[]) =>
      db.prepare(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`,
      ),
    /** The id the next row of `table` gets. */
    nextId: (table: string) => db.prepare(`SELECT COALESCE(MAX(id), 0) + 1 FROM ${table}`).pluck().get() as number,
  };
}

/**
 * Runs `fill` in one transaction with the triggers of the `searches` tables dropped (filling them
 * row by row costs several times the inserts), rebuilds those tables once at the end, then refreshes
 * the statistics, so the planner knows which filters are selective at this volume.
 */
export function fillInBulk<T>(db: Db, searches: readonly IndexedSearch[], fill: () => T): T {
  const result = db.transaction(() => {
    for (const search of searches) db.exec(search.dropTriggers);
    const filled = fill();
    for (const search of searches) {
      db.exec(search.rebuild);
      db.exec(search.triggers);
    }
    return filled;
  })();
  db.exec('ANALYZE');
  return result;
}
