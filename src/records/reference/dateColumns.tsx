import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { displayDateTime } from '@/format/dates';

type DateField = 'created_at' | 'updated_at';

/** Sortable date columns of a reference list. */
export function dateColumns<Row extends Partial<Record<DateField, string>>>(
  t: TFunction,
  fields: readonly DateField[],
): ColumnDef<Row, unknown>[] {
  return fields.map((field) => ({
    id: field,
    header: t(field),
    meta: { sortField: field, className: 'text-nowrap' },
    cell: ({ row }) => displayDateTime(row.original[field]),
  }));
}
