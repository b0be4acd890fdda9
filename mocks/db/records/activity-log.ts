import { escapeHtml } from '../../html';
import { nowDbDate } from '../dates';
import { readListPage } from '../list-query';
import { SqlWhere } from '../sql-where';
import type { Db } from '../types';
import { creatorJson, type Creator } from '../sql-json';
import { OWNERS, type OwnerType } from './owners';

/** Who did something, as the log's text names them; `id` is null for a CAB user type acting by its link. */
export interface Actor {
  id: number | null;
  name: string;
}

/** The activity-log table of an owner type and the column naming the record. */
export function activityLogOf(owner: OwnerType): { table: string; column: string } {
  const { name } = OWNERS[owner];
  return { table: `${name}_activity_logs`, column: `${name}_id` };
}

/** The activity-log table of an owner type, for its resource's schema. */
export function activityLogTableSql(owner: OwnerType): string {
  const { table, column } = activityLogOf(owner);
  return `
CREATE TABLE ${table} (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ${column} INTEGER NOT NULL REFERENCES ${OWNERS[owner].table} (id) ON DELETE CASCADE,
  creator_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX ${table}_${OWNERS[owner].name} ON ${table} (${column}, created_at);
`;
}

/** The statement that adds one entry: (record id, creator id, text, created_at). */
export function activityLogInsert(db: Db, owner: OwnerType) {
  const { table, column } = activityLogOf(owner);
  return db.prepare(`INSERT INTO ${table} (${column}, creator_id, name, created_at) VALUES (?, ?, ?, ?)`);
}

/**
 * Adds one entry per text to the record's activity log, written as `${actor} ${what}`; `what` is
 * HTML the caller built with escapeHtml (or bold) around every value.
 */
export function logActivity(db: Db, owner: OwnerType, id: number, actor: Actor, ...what: string[]): void {
  const insert = activityLogInsert(db, owner);
  const now = nowDbDate();
  for (const text of what) insert.run(id, actor.id, `${escapeHtml(actor.name)} ${text}`, now);
}

/** `<b>value</b>`, escaped. */
export function bold(value: string): string {
  return `<b>${escapeHtml(value)}</b>`;
}

export interface ActivityLogEntry {
  id: number;
  name: string;
  created_at: string;
  creator: Creator | null;
}

export interface ActivityLogQuery {
  newestFirst: boolean;
  limit: number;
  offset: number;
}

/** One page of a record's activity log, newest or oldest first, with its creator. */
export function listActivity(
  db: Db,
  owner: OwnerType,
  id: number,
  query: ActivityLogQuery,
): { data: ActivityLogEntry[]; total: number } {
  const { table, column } = activityLogOf(owner);
  const source = {
    from: `${table} l`,
    columns: `l.id, l.name, l.created_at, ${creatorJson('u')} AS creator`,
    json: ['creator'],
    joins: 'LEFT JOIN users u ON u.id = l.creator_id',
    key: 'l.id',
    sorts: { created_at: 'l.created_at' },
  };
  const page = { sortField: 'created_at' as const, ascending: !query.newestFirst, ...query };
  const { rows, total } = readListPage<ActivityLogEntry, 'created_at'>(db, source, page, () => {
    const where = new SqlWhere();
    where.add(`l.${column} = ?`, id);
    return where;
  });
  return { total, data: rows };
}
