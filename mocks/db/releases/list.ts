import { addDateRanges, addIdFilters, linkedTo, type IdFilter } from '../list-filters';
import { readListPage, type DateRange, type ListQuery, type ListSource } from '../list-query';
import { refJson, type Ref } from '../sql-json';
import { likeAny, SqlWhere } from '../sql-where';
import type { Db } from '../types';

const ID_FILTERS = {
  release_ids: { column: 'r.id' },
  status_ids: { column: 'r.status_id' },
  location_ids: { column: 'r.location_id' },
  priority_ids: { column: 'r.priority_id' },
  release_type_ids: { column: 'r.release_type_id' },
  asset_ids: linkedTo('r.id', 'release_assets', 'release_id', 'asset_id'),
  change_ids: linkedTo('r.id', 'change_releases', 'release_id', 'change_id'),
} as const satisfies Record<string, IdFilter>;

export type ReleaseIdFilter = keyof typeof ID_FILTERS;
export const RELEASE_ID_FILTERS = Object.keys(ID_FILTERS) as ReleaseIdFilter[];

export const RELEASE_SORT_FIELDS = [
  'id',
  'identifier',
  'subject',
  'planned_start_date',
  'planned_end_date',
  'created_at',
] as const;
export type ReleaseSortField = (typeof RELEASE_SORT_FIELDS)[number];

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

const SOURCE: ListSource<ReleaseSortField> = {
  from: 'releases r',
  columns: `r.id, r.identifier, r.subject, ${refJson('s')} AS status, ${refJson('p')} AS priority,
    ${refJson('t')} AS release_type, ${refJson('l', { label: 'title', nullable: true })} AS location,
    r.planned_start_date, r.planned_end_date, r.created_at, r.updated_at`,
  json: ['status', 'priority', 'release_type', 'location'],
  joins: `JOIN release_statuses s ON s.id = r.status_id
    JOIN priorities p ON p.id = r.priority_id
    JOIN release_types t ON t.id = r.release_type_id
    LEFT JOIN locations l ON l.id = r.location_id`,
  key: 'r.id',
  sorts: {
    id: 'r.id',
    identifier: 'r.identifier COLLATE NOCASE',
    subject: 'r.subject COLLATE NOCASE',
    planned_start_date: 'r.planned_start_date',
    planned_end_date: 'r.planned_end_date',
    created_at: 'r.created_at',
  },
};

/** The release list's query: the shared filters and the planned window's ranges. */
export interface ReleaseListQuery extends ListQuery<ReleaseSortField, ReleaseIdFilter> {
  plannedStart?: DateRange;
  plannedEnd?: DateRange;
}

/** One page of releases (search: subject and identifier; asset_ids, change_ids: those holding them). */
export function listReleases(db: Db, query: ReleaseListQuery): { rows: ReleaseListRow[]; total: number } {
  return readListPage<ReleaseListRow, ReleaseSortField>(db, SOURCE, query, (forCount) => {
    const where = new SqlWhere();
    addIdFilters(where, ID_FILTERS, query.ids, forCount);
    addDateRanges(where, 'r', query);
    const { plannedStart, plannedEnd } = query;
    if (plannedStart) where.add('r.planned_start_date BETWEEN ? AND ?', plannedStart.from, plannedStart.to);
    if (plannedEnd) where.add('r.planned_end_date BETWEEN ? AND ?', plannedEnd.from, plannedEnd.to);
    if (query.search !== undefined) {
      const search = likeAny(['r.subject', 'r.identifier'], query.search);
      where.add(search.sql, ...search.params);
    }
    return where;
  });
}
