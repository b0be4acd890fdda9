import { nowDbDate } from '../dates';
import { insertRow } from '../insert';
import { readListPage, type PageQuery } from '../list-query';
import { countReferences, inUseMessage, searchIn } from '../reference-rows';
import type { NamedRecord, NamedRecordSortField } from '../records/named-record';
import type { Db } from '../types';

export interface AssetStatus extends NamedRecord {
  description: string;
}

export interface AssetStatusInput {
  name: string;
  description: string;
}

const COLUMNS = 's.id, s.name, s.description, s.created_at, s.updated_at';

/** One page of asset statuses, searched by name and description. */
export function listAssetStatuses(
  db: Db,
  query: PageQuery<NamedRecordSortField>,
): { rows: AssetStatus[]; total: number } {
  return readListPage<AssetStatus, NamedRecordSortField>(
    db,
    {
      from: 'asset_statuses s',
      columns: COLUMNS,
      key: 's.id',
      sorts: { id: 's.id', name: 's.name', created_at: 's.created_at', updated_at: 's.updated_at' },
    },
    query,
    searchIn(['s.name', 's.description'], query.search),
  );
}

export function findAssetStatus(db: Db, id: number): AssetStatus | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM asset_statuses s WHERE s.id = ?`).get(id) as AssetStatus | undefined;
}

/** Saves the status; returns its id. */
export function saveAssetStatus(db: Db, input: AssetStatusInput, id?: number): number {
  const now = nowDbDate();
  if (id === undefined) return insertRow(db, 'asset_statuses', { ...input, created_at: now, updated_at: now });
  db.prepare('UPDATE asset_statuses SET name = ?, description = ?, updated_at = ? WHERE id = ?').run(
    input.name,
    input.description,
    now,
    id,
  );
  return id;
}

/** Why the status cannot be deleted (assets in it); undefined when it can. */
export function assetStatusUsage(db: Db, id: number): string | undefined {
  const assets = countReferences(db, 'assets', 'status_id', id);
  return assets > 0 ? inUseMessage('asset status', assets, 'asset', 'assets') : undefined;
}
