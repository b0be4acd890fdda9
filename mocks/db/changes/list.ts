import { columnSorts } from '../list-query';
import { filteredList, type FilterOf, type SortFieldOf } from '../filtered-list';
import {
  idColumnFilters,
  addCustomFieldCondition,
  hasFilters,
  linkedTo,
  type CustomFieldCondition,
} from '../list-filters';
import type { ListQuery } from '../list-query';
import { likeContaining } from '../sql-where';
import { matchingIds, substringIds, TRIGRAM_MIN_LENGTH } from '../text-search';
import type { Db } from '../types';
import { personJson, refJson, type Ref } from '../sql-json';
import { fullNameSql } from '../users/users';
import { CHANGE_REFERENCE_JOINS } from './joins';

export const CHANGE_LIST = filteredList({
  alias: 'c',
  /** Query parameter name -> how a change matches any of the ids. */
  filters: {
    change_ids: { column: 'c.id' },
    ...idColumnFilters('c', [
      'department',
      'team',
      'requester',
      'status',
      'priority',
      'change_type',
      'impact',
      'location',
    ]),
    'assignee-ids': { column: 'c.agent_id' },
    asset_ids: linkedTo('c.id', 'change_assets', 'change_id', 'asset_id'),
    release_ids: linkedTo('c.id', 'change_releases', 'change_id', 'release_id'),
    ticket_ids: linkedTo('c.id', 'ticket_changes', 'change_id', 'ticket_id'),
    problem_ids: linkedTo('c.id', 'problems', 'change_id', 'id'),
  },
  source: {
    from: 'changes c',
    columns: `c.id, c.identifier, c.subject, ${personJson('r', ['full_name', 'email'])} AS requester,
      ${refJson('s')} AS status, ${refJson('p', { nullable: true })} AS priority,
      ${refJson('d', { nullable: true })} AS department, ${refJson('ct')} AS change_type, c.created_at, c.updated_at`,
    json: ['requester', 'status', 'priority', 'department', 'change_type'],
    joins: CHANGE_REFERENCE_JOINS,
    key: 'c.id',
    sorts: columnSorts('c', ['id', 'created_at'], ['identifier', 'subject']),
    keysFirst: true,
  },
});

export type ChangeIdFilter = FilterOf<typeof CHANGE_LIST>;
export type ChangeSortField = SortFieldOf<typeof CHANGE_LIST>;

export type ChangeListQuery = ListQuery<ChangeSortField, ChangeIdFilter> & { custom: CustomFieldCondition[] };

/** The change list's filters (what a saved filter holds): the table filters and custom-field conditions. */
export type ChangeListFilters = Pick<ChangeListQuery, 'ids' | 'createdAt' | 'updatedAt' | 'custom'>;

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

const VALUE_OF = (fieldId: number) =>
  `(SELECT v.value FROM change_custom_field_values v WHERE v.change_id = c.id AND v.field_id = ${fieldId})`;

/** One page of changes plus the number matching, filtered, sorted and paged in SQL. */
export function listChanges(db: Db, query: ChangeListQuery): { rows: ChangeListRow[]; total: number } {
  // The search is read once, for the count and the page.
  const filtered = hasFilters(query) || query.custom.length > 0;
  const search = query.search === undefined ? undefined : searchCondition(db, query.search, filtered);
  return CHANGE_LIST.readPage<ChangeListRow>(db, query, (where) => {
    for (const condition of query.custom) addCustomFieldCondition(where, VALUE_OF(condition.fieldId), condition);
    if (search) where.add(search.sql, ...search.params);
  });
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
