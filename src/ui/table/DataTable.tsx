import { useEffect, useState } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnMeta,
  type Table,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TableQuery } from './useTableQuery';
import { LOOKUP_DEBOUNCE_MS } from '../constants';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { AlertArea } from '../AlertArea';
import { Loader } from '../Loader';
import { PageSizeSelect } from './PageSizeSelect';
import { Pagination } from './Pagination';
import { ColumnChooser, type ChoosableColumn } from './ColumnChooser';
import { DEFAULT_COLUMN_WIDTH } from './columnMeta';
import { useFittedColumns } from './useFittedColumns';

/** A list query's state: its page of rows, whether it is loading, and its error. */
export interface TableList<Row> {
  data?: { rows: Row[]; total: number };
  isFetching: boolean;
  isError: boolean;
  error: Error | null;
}

export interface DataTableProps<Row> {
  /** Accessible name of the table, e.g. 'List of problems'. */
  label: string;
  columns: ColumnDef<Row, unknown>[];
  list: TableList<Row>;
  /** Name of the alert area where a failed load is shown, above the rows as they were. */
  errorArea: string;
  query: TableQuery;
  onQueryChange: (change: Partial<TableQuery>) => void;
  /** The row's key; by default its id. */
  getRowId?: (row: Row) => string;
  searchable?: boolean;
  /** Names the list whose column choice the user's browser remembers; without it the table has no column chooser. */
  listId?: string;
}

const NO_ROWS: never[] = [];
const rowIdOf = (row: unknown) => String((row as { id: unknown }).id);

/** A sortable header is positioned so its sort button can cover the whole cell. */
function headerClassName(meta: ColumnMeta<unknown, unknown> | undefined): string | undefined {
  const classes = [meta?.sortField ? 'sd-sortable' : '', meta?.className ?? ''].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

/** The columns the chooser offers: all but those always shown. */
function choosableColumns<Row>(table: Table<Row>): ChoosableColumn[] {
  return table.getAllLeafColumns().flatMap((column) => {
    const { meta, header } = column.columnDef;
    return meta?.alwaysShown || typeof header !== 'string'
      ? []
      : [{ id: column.id, header, shown: column.getIsVisible() }];
  });
}

/**
 * A server-paged table: sort on the allowed columns, search, page links in chunks of 5, page sizes.
 * A list's columns (given a `listId`) that do not fit its width leave by priority, and its column
 * chooser brings them back.
 */
export function DataTable<Row>({
  label,
  columns,
  list,
  errorArea,
  query,
  onQueryChange,
  getRowId = rowIdOf,
  searchable = true,
  listId,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const rows = list.data?.rows ?? NO_ROWS;
  const total = list.data?.total ?? 0;
  const loading = list.isFetching;
  const [searchText, setSearchText] = useState(query.search);
  const debouncedSearch = useDebouncedValue(searchText, LOOKUP_DEBOUNCE_MS);
  useEffect(() => {
    if (debouncedSearch !== query.search) onQueryChange({ search: debouncedSearch });
    // Only a new debounced text starts a search; a reset of the query from outside is taken below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const fitted = useFittedColumns(columns, listId);
  const table = useReactTable({
    data: rows,
    columns,
    state: { columnVisibility: fitted.visibility },
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
  });

  const pageCount = Math.max(1, Math.ceil(total / query.limit));
  const first = total === 0 ? 0 : (query.page - 1) * query.limit + 1;
  const last = Math.min(query.page * query.limit, total);

  const toggleSort = (sortField: string) => {
    onQueryChange(query.sortField === sortField ? { ascending: !query.ascending } : { sortField, ascending: true });
  };

  return (
    <div className="sd-data-table" ref={fitted.containerRef}>
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-center mb-2">
        <PageSizeSelect value={query.limit} onChange={(limit) => onQueryChange({ limit })} />
        <div className="d-flex flex-wrap gap-2 align-items-center">
          {listId !== undefined && (
            <ColumnChooser
              tableLabel={label}
              columns={choosableColumns(table)}
              onChoose={fitted.choose}
              onReset={fitted.reset}
              hasChoice={fitted.hasChoice}
            />
          )}
          {searchable && (
            <input
              type="search"
              className="form-control form-control-sm w-auto"
              placeholder={t('search')}
              aria-label={t('search')}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
          )}
        </div>
      </div>
      {list.isError && <AlertArea area={errorArea} alert={{ kind: 'danger', text: list.error?.message ?? '' }} />}
      <div className="table-responsive position-relative" aria-busy={loading}>
        <table className="table table-hover table-sm align-middle mb-2" aria-label={label}>
          <thead className="table-light">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortField = header.column.columnDef.meta?.sortField;
                  const sorted = sortField !== undefined && query.sortField === sortField;
                  const headerContent = flexRender(header.column.columnDef.header, header.getContext());
                  const width = header.column.columnDef.meta?.width ?? DEFAULT_COLUMN_WIDTH;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      style={listId === undefined ? undefined : { minWidth: `${width}rem` }}
                      className={headerClassName(header.column.columnDef.meta)}
                      aria-sort={sorted ? (query.ascending ? 'ascending' : 'descending') : undefined}
                    >
                      {sortField ? (
                        <button type="button" className="sd-sort-button" onClick={() => toggleSort(sortField)}>
                          {headerContent}
                          <span aria-hidden="true" className="ms-1 text-secondary">
                            {sorted ? (query.ascending ? '▲' : '▼') : '↕'}
                          </span>
                        </button>
                      ) : (
                        headerContent
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={`sd-table-cell ${cell.column.columnDef.meta?.className ?? ''}`}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {!loading && rows.length === 0 && (
              <tr>
                <td colSpan={table.getVisibleLeafColumns().length} className="text-center text-secondary py-4">
                  {t('no_data_found')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
        {loading && <Loader />}
      </div>
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-center">
        <span className="text-secondary small">
          {total > 0 && t('showing_range', { from: first, to: last, total })}
        </span>
        <Pagination
          page={query.page}
          pageCount={pageCount}
          onPageChange={(page) => onQueryChange({ page })}
          disabled={loading}
        />
      </div>
    </div>
  );
}
