import { assetFilterWhere, type AssetListQuery } from '../assets/list';
import { ASSET_REFERENCE_JOINS } from '../assets/joins';
import type { Db } from '../types';
import { chosenColumns } from './columns';

const BATCH_SIZE = 1000;

/**
 * The matching assets' values of the chosen columns, by id, read in batches that each finish
 * their statement: the caller may yield between batches (a stream waiting on its reader) while
 * other requests use the connection.
 */
export function* exportBatches(db: Db, query: AssetListQuery, columnKeys: readonly string[]): Generator<unknown[][]> {
  const columns = chosenColumns(columnKeys);
  const where = assetFilterWhere(db, query);
  const after = where.sql === '' ? 'WHERE a.id > ?' : `${where.sql} AND a.id > ?`;
  const statement = db
    .prepare(
      `SELECT a.id AS key, ${columns.map((column) => column.sql).join(', ')}
       FROM assets a ${ASSET_REFERENCE_JOINS} ${after} ORDER BY a.id LIMIT ?`,
    )
    .raw();
  let lastId = 0;
  for (;;) {
    const rows = statement.all(...where.params, lastId, BATCH_SIZE) as unknown[][];
    if (rows.length === 0) return;
    lastId = rows[rows.length - 1][0] as number;
    yield rows.map((row) => row.slice(1));
    if (rows.length < BATCH_SIZE) return;
  }
}

/** The header row of an export: the chosen columns' labels. */
export function exportHeader(columnKeys: readonly string[]): string[] {
  return chosenColumns(columnKeys).map((column) => column.value);
}
