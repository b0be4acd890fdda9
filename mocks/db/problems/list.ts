import { addDateRanges, addIdFilters, hasFilters, linkedTo, type IdFilter } from '../list-filters';
import { readListPage, type ListQuery, type ListSource } from '../list-query';
import { SqlWhere } from '../sql-where';
import { substringCondition } from '../text-search';
import type { Db } from '../types';
import { jsonObject, personJson, refJson } from '../sql-json';

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

const SOURCE: ListSource<ProblemSortField> = {
  from: 'problems p',
  columns: `p.id, p.identifier, p.subject,
    ${personJson('r', ['full_name', 'email'])} AS requester,
    ${personJson('a', ['full_name', 'email'], { nullable: true })} AS assignedTo,
    ${jsonObject({ id: 'pr.id', priority: 'pr.name' })} AS priority,
    ${refJson('d')} AS department, ${refJson('s')} AS status,
    CASE WHEN s.purpose = 'open' THEN '1' ELSE '0' END AS active, p.created_at, p.updated_at`,
  json: ['requester', 'assignedTo', 'priority', 'department', 'status'],
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
  const search =
    query.search === undefined
      ? undefined
      : substringCondition(
          db,
          query.search,
          'problems_search',
          'p.id',
          ['p.subject', 'p.identifier'],
          hasFilters(query),
        );
  return readListPage<ProblemListRow, ProblemSortField>(db, SOURCE, query, (forCount) => {
    const where = new SqlWhere();
    addIdFilters(where, ID_FILTERS, query.ids, forCount);
    addDateRanges(where, 'p', query);
    if (search) where.add(search.sql, ...search.params);
    return where;
  });
}
