import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { AssetListRow } from '@/api/assets';
import { assetListColumns } from '@/features/assets';
import { column } from '@/ui/table/columns';

type Column = ColumnDef<AssetListRow, unknown>;

/** The columns the report table sorts on (spec: asset report table). */
const SORTABLE = new Set(['asset_id', 'name', 'identifier', 'assigned_on', 'created_at', 'updated_at']);

/** The asset list's columns by key, plus the asset id and description the list does not show. */
function columnsByKey(t: TFunction): Map<string, Column> {
  const columns = new Map<string, Column>();
  for (const column of assetListColumns(t)) if (column.id) columns.set(column.id, column);
  columns.set(
    'asset_id',
    column('asset_id', t('report_column_asset_id'), (row) => row.asset_id ?? '--'),
  );
  columns.set('id', { id: 'id', header: 'Id', cell: ({ row }) => row.original.id });
  return columns;
}

/** The report table's columns, in the order of `keys`; the sortable ones sort on their key. */
export function reportAssetColumns(t: TFunction, keys: readonly string[]): Column[] {
  const byKey = columnsByKey(t);
  return keys.flatMap((key) => {
    const column = byKey.get(key);
    if (!column) return [];
    return [{ ...column, meta: { ...column.meta, sortField: SORTABLE.has(key) ? key : undefined } }];
  });
}
