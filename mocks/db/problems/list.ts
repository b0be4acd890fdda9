import type { Db } from '../types';
import { fullNameSql } from '../users/users';
import { inJsonIds, SqlWhere } from '../sql-where';
import { inIdList } from '../id-list';
import { substringCondition } from '../text-search';

/** Query parameter name -> the problem's column matching any of the ids. */
const COLUMN_FILTERS = {
  problem_ids: 'p.id',
  dept_ids: 'p.department_id',
  impact_ids: 'p.impact_id',
  status_ids: 'p.status_type_id',
  location_ids: 'p.location_id',
  priority_ids: 'p.priority_id',
  assigned_ids: 'p.assigned_id',
  requester_ids: 'p.requester_id',
  change_ids: 'p.change_id',
} as const;

/**
 * Query parameter name -> SQL matching a problem linked to any of the ids bound as one JSON array,
 * read from the link table's asset / ticket side, so a filter costs its matches, not every problem.
 */
const LINK_FILTERS = {
  asset_ids: `p.id IN (SELECT pa.problem_id FROM problem_assets pa WHERE ${inJsonIds('pa.asset_id')})`,
  ticket_ids: `p.id IN (SELECT pt.problem_id FROM problem_tickets pt WHERE ${inJsonIds('pt.ticket_id')})`,
} as const;

export type ProblemIdFilter = keyof typeof COLUMN_FILTERS | keyof typeof LINK_FILTERS;
export const PROBLEM_ID_FILTERS = [...Object.keys(COLUMN_FILTERS), ...Object.keys(LINK_FILTERS)] as ProblemIdFilter[];

export const PROBLEM_SORT_FIELDS = ['id', 'subject', 'identifier'] as const;
export type ProblemSortField = (typeof PROBLEM_SORT_FIELDS)[number];

const SORT_SQL: Record<ProblemSortField, string> = {
  id: 'p.id',
  subject: 'p.subject COLLATE NOCASE',
  identifier: 'p.identifier COLLATE NOCASE',
};

export interface ProblemListQuery {
  ids: Partial<Record<ProblemIdFilter, number[]>>;
  createdAt?: { from: string; to: string };
  updatedAt?: { from: string; to: string };
  search?: string;
  sortField: ProblemSortField;
  ascending: boolean;
  limit: number;
  offset: number;
}

interface PersonRef {
  id: number;
  full_name: string;
  email: string;
}

export interface ProblemListRow {
  id: number;
  identifier: string;
  subject: string;
  requester: PersonRef;
  assignedTo: PersonRef | null;
  priority: { id: number; priority: string };
  department: { id: number; name: string };
  status: { id: number; name: string };
  active: '1' | '0';
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
  assigned_id: number | null;
  assigned_name: string | null;
  assigned_email: string | null;
  priority_id: number;
  priority_name: string;
  department_id: number;
  department_name: string;
  status_id: number;
  status_name: string;
  status_purpose: string;
}

/** One page of problems plus the number matching, filtered, sorted and paged in SQL. */
export function listProblems(db: Db, query: ProblemListQuery): { rows: ProblemListRow[]; total: number } {
  const search = searchCondition(db, query);
  const counted = buildWhere(query, search, true);
  const total = (
    db.prepare(`SELECT COUNT(*) AS total FROM problems p ${counted.sql}`).get(...counted.params) as {
      total: number;
    }
  ).total;
  if (query.offset >= total) return { rows: [], total };

  const where = buildWhere(query, search, false);
  const direction = query.ascending ? 'ASC' : 'DESC';
  const order = `ORDER BY ${SORT_SQL[query.sortField]} ${direction}, p.id ${direction}`;
  // The page's ids first, from the problems table alone (cheap to skip over for a deep page), then
  // the joins for those rows only. CROSS JOIN keeps the page as SQLite's outer loop.
  const rows = db
    .prepare(
      `SELECT p.id, p.identifier, p.subject, p.created_at, p.updated_at,
              r.id AS requester_id, ${fullNameSql('r')} AS requester_name, r.email AS requester_email,
              a.id AS assigned_id, ${fullNameSql('a')} AS assigned_name, a.email AS assigned_email,
              pr.id AS priority_id, pr.name AS priority_name,
              d.id AS department_id, d.name AS department_name,
              s.id AS status_id, s.name AS status_name, s.purpose AS status_purpose
       FROM (SELECT p.id FROM problems p ${where.sql} ${order} LIMIT ? OFFSET ?) page
       CROSS JOIN problems p ON p.id = page.id
       JOIN users r ON r.id = p.requester_id
       LEFT JOIN users a ON a.id = p.assigned_id
       JOIN priorities pr ON pr.id = p.priority_id
       JOIN departments d ON d.id = p.department_id
       JOIN statuses s ON s.id = p.status_type_id
       ${order}`,
    )
    .all(...where.params, query.limit, query.offset) as FlatRow[];

  return { rows: rows.map(toListRow), total };
}

/** The search's condition, read once for the count and the page. */
function searchCondition(db: Db, query: ProblemListQuery): { sql: string; params: unknown[] } | undefined {
  if (query.search === undefined) return undefined;
  const filtered =
    Object.values(query.ids).some((ids) => ids !== undefined) ||
    query.createdAt !== undefined ||
    query.updatedAt !== undefined;
  return substringCondition(db, query.search, 'problems_search', 'p.id', ['p.subject', 'p.identifier'], filtered);
}

function buildWhere(
  query: ProblemListQuery,
  search: { sql: string; params: unknown[] } | undefined,
  exactLists: boolean,
): SqlWhere {
  const where = new SqlWhere();
  for (const name of PROBLEM_ID_FILTERS) {
    const ids = query.ids[name];
    if (ids === undefined) continue;
    if (name in LINK_FILTERS) {
      where.add(LINK_FILTERS[name as keyof typeof LINK_FILTERS], JSON.stringify(ids));
    } else {
      const condition = inIdList(COLUMN_FILTERS[name as keyof typeof COLUMN_FILTERS], ids, exactLists);
      where.add(condition.sql, ...condition.params);
    }
  }
  if (query.createdAt) where.add('p.created_at BETWEEN ? AND ?', query.createdAt.from, query.createdAt.to);
  if (query.updatedAt) where.add('p.updated_at BETWEEN ? AND ?', query.updatedAt.from, query.updatedAt.to);
  if (search) where.add(search.sql, ...search.params);
  return where;
}

function toListRow(row: FlatRow): ProblemListRow {
  return {
    id: row.id,
    identifier: row.identifier,
    subject: row.subject,
    requester: { id: row.requester_id, full_name: row.requester_name, email: row.requester_email },
    assignedTo:
      row.assigned_id === null
        ? null
        : { id: row.assigned_id, full_name: row.assigned_name ?? '', email: row.assigned_email ?? '' },
    priority: { id: row.priority_id, priority: row.priority_name },
    department: { id: row.department_id, name: row.department_name },
    status: { id: row.status_id, name: row.status_name },
    active: row.status_purpose === 'open' ? '1' : '0',
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
