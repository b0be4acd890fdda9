import { nowDbDate } from '../dates';
import type { Db } from '../types';
import type { DateTimeFormat } from './date-formats';
import type { FileKind } from './records';

export type ImportStatus = 'uploaded' | 'queued' | 'running' | 'completed' | 'failed' | 'discarded';

/** A file column chosen for a system attribute: the attribute's key and the header's index. */
export interface AttributeMapping {
  key: string;
  column: number;
}

export interface ImportRecord {
  id: number;
  name: string;
  type: 'asset';
  file_path: string;
  file_kind: FileKind;
  headers: string[];
  asset_type_id: number | null;
  status: ImportStatus;
  mapping: AttributeMapping[];
  update_existing: boolean;
  date_time_format: DateTimeFormat | null;
  status_reason: string | null;
  total_rows: number;
  processed_rows: number;
  total_created: number;
  total_updated: number;
  total_failed: number;
  total_warning: number;
  created_by: number;
  ended_at: string | null;
  created_at: string;
}

type StoredImport = Omit<ImportRecord, 'headers' | 'mapping' | 'update_existing'> & {
  headers: string;
  mapping: string | null;
  update_existing: number;
};

export function findImport(db: Db, id: number): ImportRecord | undefined {
  const row = db.prepare('SELECT * FROM imports WHERE id = ?').get(id) as StoredImport | undefined;
  if (!row) return undefined;
  return {
    ...row,
    headers: JSON.parse(row.headers) as string[],
    mapping: row.mapping === null ? [] : (JSON.parse(row.mapping) as AttributeMapping[]),
    update_existing: row.update_existing === 1,
  };
}

export interface NewImport {
  name: string;
  filePath: string;
  kind: FileKind;
  headers: string[];
  totalRows: number;
  createdBy: number;
}

export function createImport(db: Db, file: NewImport): number {
  const now = nowDbDate();
  const result = db
    .prepare(
      `INSERT INTO imports (name, type, file_path, file_kind, headers, total_rows, status, created_by, created_at, updated_at)
       VALUES (?, 'asset', ?, ?, ?, ?, 'uploaded', ?, ?, ?)`,
    )
    .run(file.name, file.filePath, file.kind, JSON.stringify(file.headers), file.totalRows, file.createdBy, now, now);
  return Number(result.lastInsertRowid);
}

export interface ImportSettings {
  assetTypeId: number;
  mapping: AttributeMapping[];
  updateExisting: boolean;
  dateTimeFormat: DateTimeFormat | null;
}

/** Queues an uploaded import with its mapping; false when it was started or discarded meanwhile. */
export function queueImport(db: Db, id: number, settings: ImportSettings): boolean {
  const result = db
    .prepare(
      `UPDATE imports SET status = 'queued', asset_type_id = ?, mapping = ?, update_existing = ?, date_time_format = ?,
         updated_at = ? WHERE id = ? AND status = 'uploaded'`,
    )
    .run(
      settings.assetTypeId,
      JSON.stringify(settings.mapping),
      settings.updateExisting ? 1 : 0,
      settings.dateTimeFormat,
      nowDbDate(),
      id,
    );
  return result.changes === 1;
}

/** Marks an uploaded import discarded; false when it was started (or discarded) meanwhile. */
export function discardImport(db: Db, id: number): boolean {
  const result = db
    .prepare("UPDATE imports SET status = 'discarded', updated_at = ? WHERE id = ? AND status = 'uploaded'")
    .run(nowDbDate(), id);
  return result.changes === 1;
}

export function nextQueuedImport(db: Db): number | undefined {
  const row = db.prepare("SELECT id FROM imports WHERE status = 'queued' ORDER BY id LIMIT 1").get() as
    { id: number } | undefined;
  return row?.id;
}

/** Moves an import from one status to another; false when it was no longer in `from`. */
export function moveImport(db: Db, id: number, from: ImportStatus, to: ImportStatus, reason?: string): boolean {
  const ended = to === 'completed' || to === 'failed' ? nowDbDate() : null;
  const result = db
    .prepare(
      `UPDATE imports SET status = ?, status_reason = COALESCE(?, status_reason), ended_at = COALESCE(?, ended_at),
         updated_at = ? WHERE id = ? AND status = ?`,
    )
    .run(to, reason ?? null, ended, nowDbDate(), id, from);
  return result.changes === 1;
}

export const INTERRUPTED_REASON = 'The import was interrupted by a server restart.';

/**
 * Imports the server was running or about to run when it stopped are failed: every batch they
 * wrote was committed whole, and nothing more of them will be written.
 */
export function failInterruptedImports(db: Db): void {
  db.prepare(
    `UPDATE imports SET status = 'failed', status_reason = ?, ended_at = ?, updated_at = ?
     WHERE status IN ('queued', 'running')`,
  ).run(INTERRUPTED_REASON, nowDbDate(), nowDbDate());
}
