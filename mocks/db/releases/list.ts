import { columnSorts } from '../list-query';
import { filteredList, type FilterOf, type SortFieldOf } from '../filtered-list';
import { idColumnFilters, addDateRange, linkedTo } from '../list-filters';
import type { DateRange, ListQuery } from '../list-query';
import { listSearch, ownText, referencedText } from '../list-search';
import { refJson, type Ref } from '../sql-json';
import type { Db } from '../types';
import { RELEASE_REFERENCE_JOINS } from './joins';

/** The releases (asset_ids, change_ids: those holding them); the search reads what the list shows. */
export const RELEASE_LIST = filteredList({
  alias: 'r',
  filters: {
    release_ids: { column: 'r.id' },
    ...idColumnFilters('r', ['status', 'location', 'priority', 'release_type']),
    asset_ids: linkedTo('r.id', 'release_assets', 'release_id', 'asset_id'),
    change_ids: linkedTo('r.id', 'change_releases', 'release_id', 'change_id'),
  },
  source: {
    from: 'releases r',
    columns: `r.id, r.identifier, r.subject, ${refJson('s')} AS status, ${refJson('p')} AS priority,
      ${refJson('t')} AS release_type, ${refJson('l', { label: 'title', nullable: true })} AS location,
      r.planned_start_date, r.planned_end_date, r.created_at, r.updated_at`,
    json: ['status', 'priority', 'release_type', 'location'],
    joins: RELEASE_REFERENCE_JOINS,
    key: 'r.id',
    sorts: columnSorts('r', ['id', 'planned_start_date', 'planned_end_date', 'created_at'], ['identifier', 'subject']),
  },
  search: listSearch('r', {
    identifier: ownText('identifier'),
    subject: ownText('subject'),
    release_type: referencedText('release_type_id', { table: 'release_types' }),
    priority: referencedText('priority_id', { table: 'priorities' }),
    status: referencedText('status_id', { table: 'release_statuses' }),
  }),
});

export type ReleaseIdFilter = FilterOf<typeof RELEASE_LIST>;
export type ReleaseSortField = SortFieldOf<typeof RELEASE_LIST>;

export interface ReleaseListRow {
  id: number;
  identifier: string;
  subject: string;
  status: Ref;
  priority: Ref;
  release_type: Ref;
  location: Ref | null;
  /** NULL while not planned. */
  planned_start_date: string | null;
  planned_end_date: string | null;
  created_at: string;
  updated_at: string;
}

/** The release list's query: the shared filters and the planned window's ranges. */
export interface ReleaseListQuery extends ListQuery<ReleaseSortField, ReleaseIdFilter> {
  plannedStart?: DateRange;
  plannedEnd?: DateRange;
}

/** One page of releases. */
export function listReleases(db: Db, query: ReleaseListQuery): { rows: ReleaseListRow[]; total: number } {
  return RELEASE_LIST.readPage<ReleaseListRow>(db, query, (where) => {
    addDateRange(where, 'r.planned_start_date', query.plannedStart);
    addDateRange(where, 'r.planned_end_date', query.plannedEnd);
  });
}
