import { columnSorts } from '../list-query';
import { filteredList, type FilterOf, type SortFieldOf } from '../filtered-list';
import { idColumnFilters, addCustomFieldCondition, linkedTo, type CustomFieldCondition } from '../list-filters';
import type { ListQuery } from '../list-query';
import type { Db } from '../types';
import { personJson, refJson, type Ref } from '../sql-json';
import { CHANGE_REFERENCE_JOINS } from './joins';
import { CHANGE_SEARCH } from './search';

export const CHANGE_LIST = filteredList({
  alias: 'c',
  search: CHANGE_SEARCH,
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

/** One page of changes plus the number matching, filtered, sorted and paged in SQL (search: the texts the list shows). */
export function listChanges(db: Db, query: ChangeListQuery): { rows: ChangeListRow[]; total: number } {
  return CHANGE_LIST.readPage<ChangeListRow>(db, query, (where) => {
    for (const condition of query.custom) addCustomFieldCondition(where, VALUE_OF(condition.fieldId), condition);
  });
}
