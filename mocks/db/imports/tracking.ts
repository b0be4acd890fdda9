import type { Db } from '../types';
import type { ImportRecord, ImportStatus } from './store';

const STATUS_TEXTS: Record<ImportStatus, string> = {
  uploaded: 'Waiting for the mapping',
  queued: 'Queued',
  running: 'In progress',
  completed: 'Completed',
  failed: 'Failed',
  discarded: 'Discarded',
};

/** The tracking page's summary of an import, with its progress. */
export function trackingDetails(record: ImportRecord) {
  const reason = record.status === 'failed' && record.status_reason ? `: ${record.status_reason}` : '';
  return {
    id: record.id,
    name: record.name,
    type: record.type,
    status: record.status,
    status_text: `${STATUS_TEXTS[record.status]}${reason}`,
    ended_at: record.ended_at,
    created_at: record.created_at,
    total_rows: record.total_rows,
    processed_rows: record.processed_rows,
    totalCreated: record.total_created,
    totalUpdated: record.total_updated,
    totalFailed: record.total_failed,
    totalWarning: record.total_warning,
  };
}

export interface ImportIssueRow {
  row: number;
  field: string;
  field_label: string;
  comment: string;
  kind: 'failed' | 'warning';
}

/** One page of an import's failed and warning rows, in row order. */
export function importIssuesPage(
  db: Db,
  importId: number,
  page: number,
  limit: number,
): { data: ImportIssueRow[]; total: number } {
  const data = db
    .prepare(
      `SELECT row, field, field_label, comment, kind FROM import_row_issues WHERE import_id = ? ORDER BY row, id LIMIT ? OFFSET ?`,
    )
    .all(importId, limit, (page - 1) * limit) as ImportIssueRow[];
  const { total } = db.prepare('SELECT COUNT(*) AS total FROM import_row_issues WHERE import_id = ?').get(importId) as {
    total: number;
  };
  return { data, total };
}
