import type { Db } from '../types';
import { fullNameSql } from '../users/users';
import { inJsonIds, likeContaining, SqlWhere } from '../sql-where';
import { inIdList } from '../id-list';
import { matchingIds, substringIds, TRIGRAM_MIN_LENGTH } from '../text-search';
import type { CustomFieldType } from './custom-fields';

/** Query parameter name -> the change's column matching any of the ids. */
const COLUMN_FILTERS = {
  change_ids: 'c.id',
  department_ids: 'c.department_id',
  team_ids: 'c.team_id',
  requester_ids: 'c.requester_id',
  status_ids: 'c.status_id',
  priority_ids: 'c.priority_id',
  change_type_ids: 'c.change_type_id',
  impact_ids: 'c.impact_id',
  location_ids: 'c.location_id',
  'assignee-ids': 'c.agent_id',
} as const;

/**
 * Query parameter name -> SQL matching a change linked to any of the ids bound as one JSON array,
 * read from the link side, so a filter costs its matches, not every change.
 */
const LINK_FILTERS = {
  asset_ids: `c.id IN (SELECT ca.change_id FROM change_assets ca WHERE ${inJsonIds('ca.asset_id')})`,
  release_ids: `c.id IN (SELECT cr.change_id FROM change_releases cr WHERE ${inJsonIds('cr.release_id')})`,
  ticket_ids: `c.id IN (SELECT tc.change_id FROM ticket_changes tc WHERE ${inJsonIds('tc.ticket_id')})`,
  problem_ids: `c.id IN (SELECT p.change_id FROM problems p WHERE ${inJsonIds('p.id')})`,
} as const;

export type ChangeIdFilter = keyof typeof COLUMN_FILTERS | keyof typeof LINK_FILTERS;
export const CHANGE_ID_FILTERS = [...Object.keys(COLUMN_FILTERS), ...Object.keys(LINK_FILTERS)] as ChangeIdFilter[];
export const CHANGE_DATE_FILTERS = ['created_at', 'updated_at'] as const;

export const CHANGE_SORT_FIELDS = ['id', 'identifier', 'subject', 'created_at'] as const;
export type ChangeSortField = (typeof CHANGE_SORT_FIELDS)[number];

const SORT_SQL: Record<ChangeSortField, string> = {
  id: 'c.id',
  identifier: 'c.identifier COLLATE NOCASE',
  subject: 'c.subject COLLATE NOCASE',
  created_at: 'c.created_at',
};

/** A condition on one custom field: text contains, number equals, any of the options, date within. */
export type CustomFieldCondition =
  | { fieldId: number; type: Extract<CustomFieldType, 'text' | 'textarea' | 'email'>; text: string }
  | { fieldId: number; type: 'number'; number: number }
  | { fieldId: number; type: Extract<CustomFieldType, 'select' | 'radio' | 'checkbox'>; options: string[] }
  | { fieldId: number; type: 'date'; from: string; to: string };

export interface ChangeListFilters {
  ids: Partial<Record<ChangeIdFilter, number[]>>;
  createdAt?: { from: string; to: string };
  updatedAt?: { from: string; to: string };
  custom: CustomFieldCondition[];
}

export interface ChangeListQuery extends ChangeListFilters {
  search?: string;
  sortField: ChangeSortField;
  ascending: boolean;
  limit: number;
  offset: number;
}

interface Ref {
  id: number;
  name: string;
}

export interface ChangeListRow {
  id: number;
  identifier: string;
  subject: string;
  requester: { id: number; full_name: string; email: string };
  status: Ref;
  priority: Ref | null;
  department: Ref | null;
  change_type: Ref;
  created_at: string;
  updated_at: string;
}

interface FlatRow {
  id: number;
  identifier: string;
  subject: string;
  created_at: string;
  updated_at: string;
  requester_id: number;
  requester_name: string;
  requester_email: string;
  status_id: number;
  status_name: string;
  priority_id: number | null;
  priority_name: string | null;
  department_id: number | null;
  department_name: string | null;
  change_type_id: number;
  change_type_name: string;
}

const JOINS = `JOIN users r ON r.id = c.requester_id
  JOIN change_statuses s ON s.id = c.status_id
  JOIN change_types ct ON ct.id = c.change_type_id
  LEFT JOIN priorities pr ON pr.id = c.priority_id
  LEFT JOIN departments d ON d.id = c.department_id`;

/**
 * One page of changes plus the number matching, filtered, sorted and paged in SQL. The conditions
 * name only the changes table, so the count needs no join, and the page's ids are found before
 * the joins (CROSS JOIN keeps the page as SQLite's outer loop).
 */
export function listChanges(db: Db, query: ChangeListQuery): { rows: ChangeListRow[]; total: number } {
  // The search is read once, for the count and the page.
  const filtered =
    Object.values(query.ids).some((ids) => ids !== undefined) ||
    query.createdAt !== undefined ||
    query.updatedAt !== undefined ||
    query.custom.length > 0;
  const search = query.search === undefined ? undefined : searchCondition(db, query.search, filtered);
  const counted = buildWhere(query, search, true);
  const total = (
    db.prepare(`SELECT COUNT(*) AS total FROM changes c ${counted.sql}`).get(...counted.params) as { total: number }
  ).total;
  if (query.offset >= total) return { rows: [], total };
  const where = buildWhere(query, search, false);
  const direction = query.ascending ? 'ASC' : 'DESC';
  const order = `ORDER BY ${SORT_SQL[query.sortField]} ${direction}, c.id ${direction}`;
  const rows = db
    .prepare(
      `SELECT c.id, c.identifier, c.subject, c.created_at, c.updated_at,
              r.id AS requester_id, ${fullNameSql('r')} AS requester_name, r.email AS requester_email,
              s.id AS status_id, s.name AS status_name,
              pr.id AS priority_id, pr.name AS priority_name,
              d.id AS department_id, d.name AS department_name,
              ct.id AS change_type_id, ct.name AS change_type_name
       FROM (SELECT c.id FROM changes c ${where.sql} ${order} LIMIT ? OFFSET ?) page
       CROSS JOIN changes c ON c.id = page.id
       ${JOINS}
       ${order}`,
    )
    .all(...where.params, query.limit, query.offset) as FlatRow[];
  return { rows: rows.map(toListRow), total };
}

const VALUE_OF = (fieldId: number) =>
  `(SELECT v.value FROM change_custom_field_values v WHERE v.change_id = c.id AND v.field_id = ${fieldId})`;

function addCustomCondition(where: SqlWhere, condition: CustomFieldCondition): void {
  const value = VALUE_OF(condition.fieldId);
  switch (condition.type) {
    case 'text':
    case 'textarea':
    case 'email':
      where.add(`${value} LIKE ? ESCAPE '\\'`, likeContaining(condition.text));
      break;
    case 'number':
      where.add(`CAST(${value} AS REAL) = ?`, condition.number);
      break;
    case 'checkbox':
      where.add(
        `EXISTS (SELECT 1 FROM json_each(COALESCE(${value}, '[]')) chosen WHERE chosen.value IN (SELECT value FROM json_each(?)))`,
        JSON.stringify(condition.options),
      );
      break;
    case 'select':
    case 'radio':
      where.add(`${value} IN (SELECT value FROM json_each(?))`, JSON.stringify(condition.options));
      break;
    case 'date':
      where.add(`${value} BETWEEN ? AND ?`, condition.from.slice(0, 10), condition.to.slice(0, 10));
      break;
  }
}

function buildWhere(
  query: ChangeListQuery,
  search: { sql: string; params: unknown[] } | undefined,
  exactLists: boolean,
): SqlWhere {
  const where = new SqlWhere();
  for (const name of CHANGE_ID_FILTERS) {
    const ids = query.ids[name];
    if (ids === undefined) continue;
    if (name in LINK_FILTERS) {
      where.add(LINK_FILTERS[name as keyof typeof LINK_FILTERS], JSON.stringify(ids));
    } else {
      const condition = inIdList(COLUMN_FILTERS[name as keyof typeof COLUMN_FILTERS], ids, exactLists);
      where.add(condition.sql, ...condition.params);
    }
  }
  if (query.createdAt) where.add('c.created_at BETWEEN ? AND ?', query.createdAt.from, query.createdAt.to);
  if (query.updatedAt) where.add('c.updated_at BETWEEN ? AND ?', query.updatedAt.from, query.updatedAt.to);
  for (const condition of query.custom) addCustomCondition(where, condition);
  if (search) where.add(search.sql, ...search.params);
  return where;
}

/**
 * The search: identifier and subject (through the trigram table), the requester's name and email,
 * and the names of the status, priority and department. Each way of matching reads its own index
 * and the union of their ids is the condition, so no way forces a scan of every change.
 */
function searchCondition(db: Db, text: string, filtered: boolean): { sql: string; params: unknown[] } {
  const pattern = likeContaining(text);
  const like = (column: string) => `${column} LIKE ? ESCAPE '\\'`;
  const requesters = `SELECT u.id FROM users u WHERE ${like(fullNameSql('u'))} OR ${like('u.email')}`;
  const named = (table: string) => `SELECT n.id FROM ${table} n WHERE ${like('n.name')}`;
  if ([...text].length < TRIGRAM_MIN_LENGTH) {
    // Too short for the trigram table, and likely to match many changes: one scan, which the
    // page can stop early.
    return {
      sql: `(${like('c.identifier')} OR ${like('c.subject')} OR c.requester_id IN (${requesters})
        OR c.status_id IN (${named('change_statuses')}) OR c.priority_id IN (${named('priorities')})
        OR c.department_id IN (${named('departments')}))`,
      params: Array.from({ length: 7 }, () => pattern),
    };
  }
  const own = substringIds(db, text, 'changes_search', 'changes', ['identifier', 'subject']);
  const ids = db
    .prepare(
      `${own.sql}
       UNION ALL SELECT cc.id FROM changes cc WHERE cc.requester_id IN (${requesters})
       UNION ALL SELECT cc.id FROM changes cc WHERE cc.status_id IN (${named('change_statuses')})
       UNION ALL SELECT cc.id FROM changes cc WHERE cc.priority_id IN (${named('priorities')})
       UNION ALL SELECT cc.id FROM changes cc WHERE cc.department_id IN (${named('departments')})`,
    )
    .pluck()
    .all(...own.params, ...Array.from({ length: 5 }, () => pattern));
  return matchingIds('c.id', ids, filtered);
}

function ref(id: number | null, name: string | null): Ref | null {
  return id === null ? null : { id, name: name ?? '' };
}

function toListRow(row: FlatRow): ChangeListRow {
  return {
    id: row.id,
    identifier: row.identifier,
    subject: row.subject,
    requester: { id: row.requester_id, full_name: row.requester_name, email: row.requester_email },
    status: { id: row.status_id, name: row.status_name },
    priority: ref(row.priority_id, row.priority_name),
    department: ref(row.department_id, row.department_name),
    change_type: { id: row.change_type_id, name: row.change_type_name },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
