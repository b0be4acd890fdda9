import { addDateRanges, addIdFilters, linkedTo, type IdFilter } from '../list-filters';
import { readListPage, type ListQuery, type ListSource } from '../list-query';
import { SqlWhere } from '../sql-where';
import { substringCondition } from '../text-search';
import type { Db } from '../types';
import { fullNameSql } from '../users/users';

/** Query parameter name -> how a problem matches any of the ids. */
const ID_FILTERS = {
  problem_ids: { column: 'p.id' },
  dept_ids: { column: 'p.department_id' },
  impact_ids: { column: 'p.impact_id' },
  status_ids: { column: 'p.status_type_id' },
  location_ids: { column: 'p.location_id' },
  priority_ids: { column: 'p.priority_id' },
  assigned_ids: { column: 'p.assigned_id' },
  requester_ids: { column: 'p.requester_id' },
  change_ids: { column: 'p.change_id' },
  asset_ids: linkedTo('p.id', 'problem_assets', 'problem_id', 'asset_id'),
  ticket_ids: linkedTo('p.id', 'problem_tickets', 'problem_id', 'ticket_id'),
} as const satisfies Record<string, IdFilter>;

export type ProblemIdFilter = keyof typeof ID_FILTERS;
export const PROBLEM_ID_FILTERS = Object.keys(ID_FILTERS) as ProblemIdFilter[];

export const PROBLEM_SORT_FIELDS = ['id', 'subject', 'identifier'] as const;
export type ProblemSortField = (typeof PROBLEM_SORT_FIELDS)[number];

export type ProblemListQuery = ListQuery<ProblemSortField, ProblemIdFilter>;

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

const SOURCE: ListSource<ProblemSortField> = {
  from: 'problems p',
  columns: `p.id, p.identifier, p.subject, p.created_at, p.updated_at,
    r.id AS requester_id, ${fullNameSql('r')} AS requester_name, r.email AS requester_email,
    a.id AS assigned_id, ${fullNameSql('a')} AS assigned_name, a.email AS assigned_email,
    pr.id AS priority_id, pr.name AS priority_name,
    d.id AS department_id, d.name AS department_name,
    s.id AS status_id, s.name AS status_name, s.purpose AS status_purpose`,
  joins: `JOIN users r ON r.id = p.requester_id
    LEFT JOIN users a ON a.id = p.assigned_id
    JOIN priorities pr ON pr.id = p.priority_id
    JOIN departments d ON d.id = p.department_id
    JOIN statuses s ON s.id = p.status_type_id`,
  key: 'p.id',
  sorts: { id: 'p.id', subject: 'p.subject COLLATE NOCASE', identifier: 'p.identifier COLLATE NOCASE' },
  keysFirst: true,
};

/** One page of problems plus the number matching (search: subject and identifier). */
export function listProblems(db: Db, query: ProblemListQuery): { rows: ProblemListRow[]; total: number } {
  // The search is read once, for the count and the page.
  const filtered =
    Object.values(query.ids).some((ids) => ids !== undefined) ||
    query.createdAt !== undefined ||
    query.updatedAt !== undefined;
  const search =
    query.search === undefined
      ? undefined
      : substringCondition(db, query.search, 'problems_search', 'p.id', ['p.subject', 'p.identifier'], filtered);
  const page = readListPage<FlatRow, ProblemSortField>(db, SOURCE, query, (forCount) => {
    const where = new SqlWhere();
    addIdFilters(where, ID_FILTERS, query.ids, forCount);
    addDateRanges(where, 'p', query);
    if (search) where.add(search.sql, ...search.params);
    return where;
  });
  return { rows: page.rows.map(toListRow), total: page.total };
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
