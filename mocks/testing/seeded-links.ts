import { openDatabase } from '../db/connection';

export interface SeededLinks {
  problemAssets: { problem_id: number; asset_id: number }[];
  problemTickets: { problem_id: number; ticket_id: number }[];
  problemChanges: { problem_id: number; change_id: number }[];
}

/**
 * The seed's links, which the list rows do not show, read from a second freshly seeded database.
 * The seed is deterministic, so they are the links of the app under test too.
 */
export function seededLinks(): SeededLinks {
  const db = openDatabase(':memory:');
  try {
    return {
      problemAssets: db
        .prepare('SELECT problem_id, asset_id FROM problem_assets ORDER BY problem_id, asset_id')
        .all() as SeededLinks['problemAssets'],
      problemTickets: db
        .prepare('SELECT problem_id, ticket_id FROM problem_tickets ORDER BY problem_id, ticket_id')
        .all() as SeededLinks['problemTickets'],
      problemChanges: db
        .prepare('SELECT id AS problem_id, change_id FROM problems WHERE change_id IS NOT NULL ORDER BY id')
        .all() as SeededLinks['problemChanges'],
    };
  } finally {
    db.close();
  }
}

/** A row read from a second freshly seeded database (the seed is deterministic). */
export function seededRow<T>(sql: string, ...params: unknown[]): T {
  const db = openDatabase(':memory:');
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

/** Rows read from a second freshly seeded database (the seed is deterministic). */
export function seededRows<T>(sql: string, ...params: unknown[]): T[] {
  const db = openDatabase(':memory:');
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
