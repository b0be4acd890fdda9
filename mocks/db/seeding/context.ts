import type { Db } from '../types';
import { toDbDate } from '../dates';
import { SeededRandom } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What every seeder gets: the database, the seeded PRNG and the seed's "today". */
export class SeedContext {
  readonly random: SeededRandom;

  constructor(
    readonly db: Db,
    /** The moment the seeded history ends; dates spread over the year before it. */
    readonly now: Date,
    seed: number,
  ) {
    this.random = new SeededRandom(seed);
  }

  /** A random moment between `maxDaysAgo` and `minDaysAgo` days before now. */
  randomPastDate(maxDaysAgo: number, minDaysAgo = 0): Date {
    const offset = minDaysAgo * DAY_MS + this.random.next() * (maxDaysAgo - minDaysAgo) * DAY_MS;
    return new Date(Math.floor((this.now.getTime() - offset) / 1000) * 1000);
  }

  /** A random moment after `start`, at most `maxDays` later and never after now. */
  randomLaterDate(start: Date, maxDays: number): Date {
    const limit = Math.min(start.getTime() + maxDays * DAY_MS, this.now.getTime());
    const moment = start.getTime() + this.random.next() * (limit - start.getTime());
    return new Date(Math.floor(moment / 1000) * 1000);
  }

  /**
   * The created and updated dates of the `index`th of a list seeded without the PRNG: `firstDaysAgo`
   * days before now, each next one `stepDays` later.
   */
  steppedDates(index: number, firstDaysAgo: number, stepDays: number): { created_at: string; updated_at: string } {
    const date = toDbDate(new Date(this.now.getTime() - (firstDaysAgo - index * stepDays) * DAY_MS));
    return { created_at: date, updated_at: date };
  }

  dbDate(moment: Date): string {
    return toDbDate(moment);
  }

  /** The rows of a query. */
  rows<T>(sql: string, ...params: unknown[]): T[] {
    return this.db.prepare(sql).all(...params) as T[];
  }

  ids(sql: string, ...params: unknown[]): number[] {
    return (this.db.prepare(sql).all(...params) as { id: number }[]).map((row) => row.id);
  }

  /** The ids of the agents and administrators, who records are assigned to. */
  agentIds(): number[] {
    return this.ids("SELECT id FROM users WHERE role IN ('agent', 'admin') ORDER BY id");
  }

  /** Inserts rows in order (so ids are 1..n) and returns their ids. */
  insertAll<T extends Record<string, unknown>>(table: string, rows: readonly T[]): number[] {
    if (rows.length === 0) return [];
    const columns = Object.keys(rows[0]);
    const statement = this.db.prepare(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => '@' + c).join(', ')})`,
    );
    return rows.map((row) => Number(statement.run(row).lastInsertRowid));
  }
}
