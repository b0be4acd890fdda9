import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SCHEMA_VERSION, schemaSql } from './schema';
import { seedDatabase } from './seed';
import type { Db } from './types';

export interface OpenDatabaseOptions {
  /** Delete the file first, so the database is created and seeded again. */
  reset?: boolean;
}

const IN_MEMORY = ':memory:';

/**
 * Opens the database, creating and seeding it when it is new (always, for ':memory:'). A file
 * written by an older SCHEMA_VERSION is rebuilt, since the demo data has no value to migrate.
 */
export function openDatabase(dbFile: string, options: OpenDatabaseOptions = {}): Db {
  if (dbFile !== IN_MEMORY) {
    fs.mkdirSync(path.dirname(dbFile), { recursive: true });
    if (options.reset) deleteDatabaseFiles(dbFile);
  }

  let db = connect(dbFile);
  const version = readSchemaVersion(db);
  if (version !== 0 && version !== SCHEMA_VERSION && dbFile !== IN_MEMORY) {
    db.close();
    deleteDatabaseFiles(dbFile);
    db = connect(dbFile);
  }
  if (readSchemaVersion(db) === 0) initialise(db);
  // Refreshes the planner's statistics when tables grew a lot since the last run (cheap otherwise).
  db.pragma('optimize = 0x10002');
  return db;
}

function connect(dbFile: string): Db {
  const db = new Database(dbFile);
  if (dbFile !== IN_MEMORY) {
    // Readers do not wait for the writer; NORMAL is durable across crashes of the process in WAL mode.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    // Another connection to the same file (a script, a second server) waits instead of failing.
    db.pragma('busy_timeout = 5000');
  }
  db.pragma('foreign_keys = ON');
  return db;
}

function readSchemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

function initialise(db: Db): void {
  db.transaction(() => {
    db.exec(schemaSql);
    seedDatabase(db);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  })();
}

function deleteDatabaseFiles(dbFile: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbFile + suffix, { force: true });
}
