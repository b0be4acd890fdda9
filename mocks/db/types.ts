import type BetterSqlite3 from 'better-sqlite3';

export type Db = BetterSqlite3.Database;

export type UserRole = 'admin' | 'agent' | 'user';
