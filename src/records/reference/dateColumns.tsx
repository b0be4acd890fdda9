import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { displayDateTime } from '@/format/dates';
import { DATE_TIME_COLUMN_WIDTH } from '@/ui/table/columnMeta';

type DateField = 'created_at' | 'updated_at';

/**
 * Sortable date columns of a reference list; they leave first as the width shrinks, the last
 * first, from `priority` on.
 */
export function dateColumns<Row extends Partial<Record<DateField, string>>>(
  t: TFunction,
  fields: readonly DateField[],
  priority = 2,
): ColumnDef<Row, unknown>[] {
  return fields.map((field, index) => ({
    id: field,
    header: t(field),
    meta: { sortField: field, className: 'text-nowrap', priority: priority + index, width: DATE_TIME_COLUMN_WIDTH },
    cell: ({ row }) => displayDateTime(row.original[field]),
  }));
}
