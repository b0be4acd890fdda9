import type { RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The server's sort-field for this column; only such columns are sortable. */
    sortField?: string;
    className?: string;
    /**
     * Which columns stay as the table's width shrinks: PRIMARY (the default) shows at any width,
     * a higher number leaves earlier.
     */
    priority?: number;
    /** The room the column takes, in rem: its least width on screen, and what fitting counts for it. */
    width?: number;
    /** Shown whatever the width and the user's choice, and not offered by the column chooser. */
    alwaysShown?: boolean;
  }
}

/** The priority of a column a list always shows: the record's name, its status, its actions. */
export const PRIMARY = 1;

/** The room of a column that names none, in rem. */
export const DEFAULT_COLUMN_WIDTH = 8;

/** The room of a date and time on one line ("Nov 29, 2026, 13:25" and its cell's padding), in rem. */
export const DATE_TIME_COLUMN_WIDTH = 11;
