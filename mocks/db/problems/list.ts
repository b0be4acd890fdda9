import { columnSorts } from '../list-query';
import { filteredList, type FilterOf, type SortFieldOf } from '../filtered-list';
import { idColumnFilters, linkedTo } from '../list-filters';
import type { ListQuery } from '../list-query';
import type { Db } from '../types';
import { jsonObject, personJson, refJson } from '../sql-json';
import { PROBLEM_SEARCH } from './search';

export const PROBLEM_LIST = filteredList({
  alias: 'p',
  search: PROBLEM_SEARCH,
  /** Query parameter name -> how a problem matches any of the ids. */
  filters: {
    problem_ids: { column: 'p.id' },
    dept_ids: { column: 'p.department_id' },
    ...idColumnFilters('p', ['impact', 'location', 'priority', 'assigned', 'requester', 'change']),
    status_ids: { column: 'p.status_type_id' },
    asset_ids: linkedTo('p.id', 'problem_assets', 'problem_id', 'asset_id'),
    ticket_ids: linkedTo('p.id', 'problem_tickets', 'problem_id', 'ticket_id'),
  },
  source: {
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
    sorts: columnSorts('p', ['id'], ['subject', 'identifier']),
    keysFirst: true,
  },
});

export type ProblemIdFilter = FilterOf<typeof PROBLEM_LIST>;
export type ProblemSortField = SortFieldOf<typeof PROBLEM_LIST>;

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

/** One page of problems plus the number matching (search: the texts the list shows). */
export function listProblems(db: Db, query: ProblemListQuery): { rows: ProblemListRow[]; total: number } {
  return PROBLEM_LIST.readPage<ProblemListRow>(db, query);
}
