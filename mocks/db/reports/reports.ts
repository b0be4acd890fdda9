import { nowDbDate } from '../dates';
import { insertRow } from '../insert';
import { readListPage, type PageQuery } from '../list-query';
import { listSearch, ownText, searchIn } from '../list-search';
import type { Db } from '../types';

export const REPORT_SORT_FIELDS = ['id', 'name', 'description', 'created_at', 'updated_at'] as const;
export type ReportSortField = (typeof REPORT_SORT_FIELDS)[number];

/** A chosen option of a lookup filter, kept so the filter shows its name again. */
export interface OptionMeta {
  id: number;
  name: string;
}

/** One saved filter: the asset list's filter name and its value as the list is sent it. */
export interface ReportField {
  key: string;
  value: string | string[] | number[];
  value_meta?: OptionMeta[];
}

export interface ReportRow {
  id: number;
  name: string;
  description: string;
  type: 'asset';
  created_at: string;
  updated_at: string;
}

export interface Report extends ReportRow {
  fields: ReportField[];
  filter_meta: { key: string; value_meta: OptionMeta[] }[];
  report_column_keys: string[];
}

export interface ReportInput {
  name: string;
  description: string;
  fields: ReportField[];
  report_column_keys: string[];
}

const ROW_COLUMNS = 'r.id, r.name, r.description, r.type, r.created_at, r.updated_at';

/** One page of reports, searched by name and description. */
export function listReports(db: Db, query: PageQuery<ReportSortField>): { rows: ReportRow[]; total: number } {
  return readListPage<ReportRow, ReportSortField>(
    db,
    {
      from: 'reports r',
      columns: ROW_COLUMNS,
      key: 'r.id',
      sorts: {
        id: 'r.id',
        name: 'r.name COLLATE NOCASE',
        description: 'r.description COLLATE NOCASE',
        created_at: 'r.created_at',
        updated_at: 'r.updated_at',
      },
    },
    query,
    searchIn(listSearch('r', { name: ownText('name'), description: ownText('description') }), query.search),
  );
}

export function findReport(db: Db, id: number): Report | undefined {
  const row = db
    .prepare(`SELECT ${ROW_COLUMNS}, r.fields, r.report_column_keys FROM reports r WHERE r.id = ?`)
    .get(id) as (ReportRow & { fields: string; report_column_keys: string }) | undefined;
  if (!row) return undefined;
  const fields = JSON.parse(row.fields) as ReportField[];
  return {
    ...row,
    fields,
    filter_meta: fields.map((field) => ({ key: field.key, value_meta: field.value_meta ?? [] })),
    report_column_keys: JSON.parse(row.report_column_keys) as string[],
  };
}

/** Saves the report (a new one when `id` is undefined); returns its id. */
export function saveReport(db: Db, input: ReportInput, userId: number, id?: number): number {
  const now = nowDbDate();
  const values = {
    name: input.name,
    description: input.description,
    fields: JSON.stringify(input.fields),
    report_column_keys: JSON.stringify(input.report_column_keys),
  };
  if (id === undefined) {
    return insertRow(db, 'reports', { ...values, type: 'asset', created_by: userId, created_at: now, updated_at: now });
  }
  db.prepare(
    `UPDATE reports SET name = ?, description = ?, fields = ?, report_column_keys = ?, updated_at = ? WHERE id = ?`,
  ).run(values.name, values.description, values.fields, values.report_column_keys, now, id);
  return id;
}

/** Deletes the report; false when there was none. */
export function deleteReport(db: Db, id: number): boolean {
  return db.prepare('DELETE FROM reports WHERE id = ?').run(id).changes > 0;
}
