import type { ReactNode } from 'react';
import type { ColumnDef, ColumnMeta } from '@tanstack/react-table';
import { TruncatedText } from './TruncatedText';

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

/**
 * A column of one-line cells that takes the width the others leave: `text(row)`, cut with an
 * ellipsis where the column ends, its full text kept on hover and focus. `content(row)` is what
 * the cell shows when it is more than the text (a link to the record).
 */
export function truncatedColumn<Row>(
  id: string,
  header: string,
  text: (row: Row) => string,
  meta?: Meta,
  content?: (row: Row) => ReactNode,
): ColumnDef<Row, unknown> {
  const className = ['sd-cell-truncate', meta?.className].filter(Boolean).join(' ');
  return column<Row>(id, header, (row) => <TruncatedText text={text(row)}>{content?.(row)}</TruncatedText>, {
    ...meta,
    className,
  });
}

/** `column` with more meta: the priority and width a list gives a column it shares with others. */
export function withMeta<Row>(column: ColumnDef<Row, unknown>, meta: Meta): ColumnDef<Row, unknown> {
  return { ...column, meta: { ...column.meta, ...meta } };
}
