import { useMemo, type ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TableList } from '@/ui/table/DataTable';
import type { FilterField } from '@/ui/filters/types';
import { useTableQuery, type TableQuery } from '@/ui/table/useTableQuery';
import { useAppliedFilters } from './filters/useAppliedFilters';
import { RecordListCard } from './RecordListCard';
import { useListDeletion, type DeleteCall } from './useListDeletion';
import { useRowActionColumns, type FlaggedRow } from './useRowActionColumns';

export interface FilteredRecordListProps<Row extends FlaggedRow, Filters> {
  /** The record's name in the page's ids: 'problem' gives `sd-problem`, `problem-list`, `problem-table`. */
  name: string;
  title: string;
  create: { path: string; label: string };
  /** The first page's query, when it is not the table's default. */
  firstQuery?: Partial<TableQuery>;
  filterFields(t: TFunction): FilterField[];
  columns(t: TFunction, renderActions: (row: Row) => ReactNode): ColumnDef<Row, unknown>[];
  paths: { show(id: number): string; edit(id: number): string };
  /** The page of rows for the query and the applied filters: a hook, called on every render. */
  useList(query: TableQuery, filters: Filters): TableList<Row>;
  remove: DeleteCall;
}

/**
 * A record list with a filter panel: newest first, each row's page, edit and delete by its flags,
 * the deletion's confirmation and the list's alert.
 */
export function FilteredRecordList<Row extends FlaggedRow, Filters>({
  name,
  title,
  create,
  firstQuery,
  filterFields,
  columns: columnsOf,
  paths,
  useList,
  remove,
}: FilteredRecordListProps<Row, Filters>) {
  const { t } = useTranslation();
  const [query, updateQuery] = useTableQuery(firstQuery);
  const rows = useListDeletion<Row>(`${name}-list`, remove);
  const fields = useMemo(() => filterFields(t), [filterFields, t]);
  const { filters, panel } = useAppliedFilters<Filters>(fields, updateQuery);
  const list = useList(query, filters);
  const columns = useRowActionColumns(columnsOf, paths, rows.askToDelete);

  return (
    <RecordListCard<Row>
      id={`sd-${name}`}
      title={title}
      create={create}
      filter={panel}
      alert={rows.alert}
      table={{ label: title, columns, list, errorArea: `${name}-table`, query, onQueryChange: updateQuery }}
      deletion={rows.deletion}
    />
  );
}
