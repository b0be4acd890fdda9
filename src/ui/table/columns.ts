import type { ReactNode } from 'react';
import type { ColumnDef, ColumnMeta } from '@tanstack/react-table';

type Meta = ColumnMeta<unknown, unknown>;

/** A column headed `header` whose cells show `cell(row)`. */
export function column<Row>(
  id: string,
  header: string,
  cell: (row: Row) => ReactNode,
  meta?: Meta,
): ColumnDef<Row, unknown> {
  return { id, header, meta, cell: ({ row }) => cell(row.original) };
}

/** A column the server sorts on its id (or on `meta.sortField`). */
export const sortedColumn: typeof column = (id, header, cell, meta) =>
  column(id, header, cell, { sortField: id, ...meta });
