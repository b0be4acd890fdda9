import { columnSorts, readListPage, type PageQuery } from '../list-query';
import { listSearch, ownText, searchIn } from '../list-search';
import { readJsonRow, refJson, type Ref } from '../sql-json';
import type { Db } from '../types';
import { fullNameSql } from '../users/users';
import { NAMED_RECORD_SORT_FIELDS, type NamedRecordSortField } from '../records/named-record';
import type { CabDefinition, CabLevel, CabListRow } from './types';

/** One page of CAB definitions, searched by name. */
export function listCabs(db: Db, query: PageQuery<NamedRecordSortField>): { rows: CabListRow[]; total: number } {
  return readListPage<CabListRow, NamedRecordSortField>(
    db,
    {
      from: 'cabs c',
      columns: 'c.id, c.name, c.created_at, c.updated_at',
      key: 'c.id',
      sorts: columnSorts('c', NAMED_RECORD_SORT_FIELDS),
    },
    query,
    searchIn(listSearch('c', { name: ownText('name') }), query.search),
  );
}

/** The definition with its statuses by name and its levels in order, each with its approvers. */
export function findCab(db: Db, id: number): CabDefinition | undefined {
  const cab = readJsonRow<Omit<CabDefinition, 'levels'>>(
    db,
    `SELECT c.id, c.name, ${refJson('approve', { nullable: true })} AS action_on_approve,
            ${refJson('deny', { nullable: true })} AS action_on_deny,
            c.send_auto_reminders, c.reminder_interval, c.created_at, c.updated_at
       FROM cabs c
       LEFT JOIN change_statuses approve ON approve.id = c.action_on_approve
       LEFT JOIN change_statuses deny ON deny.id = c.action_on_deny
      WHERE c.id = ?`,
    ['action_on_approve', 'action_on_deny'],
    id,
  );
  return cab && { ...cab, levels: cabLevels(db, id) };
}

function cabLevels(db: Db, cabId: number): CabLevel[] {
  const levels = db
    .prepare('SELECT id, name, level_order AS "order", match FROM cab_levels WHERE cab_id = ? ORDER BY level_order')
    .all(cabId) as Omit<CabLevel, 'approvers'>[];
  return levels.map((level) => ({
    ...level,
    approvers: {
      users: db
        .prepare(
          `SELECT u.id, ${fullNameSql('u')} AS name FROM cab_level_users lu JOIN users u ON u.id = lu.user_id
            WHERE lu.level_id = ? ORDER BY u.id`,
        )
        .all(level.id) as Ref[],
      user_types: db
        .prepare(
          `SELECT t.id, t.name FROM cab_level_user_types lt JOIN cab_user_types t ON t.id = lt.user_type_id
            WHERE lt.level_id = ? ORDER BY t.id`,
        )
        .all(level.id) as Ref[],
    },
  }));
}

/** The level with its CAB, or undefined. */
export function findCabLevel(db: Db, levelId: number): { id: number; cab_id: number; name: string } | undefined {
  return db.prepare('SELECT id, cab_id, name FROM cab_levels WHERE id = ?').get(levelId) as
    { id: number; cab_id: number; name: string } | undefined;
}
