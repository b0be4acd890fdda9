import { useMemo } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { truncatedColumn } from '@/ui/table/columns';
import { ReferenceList, type ReferenceListProps } from './ReferenceList';

/** The calls of a reference resource the list uses. */
interface ListResource<Row extends { id: number }, Key extends QueryKey> {
  queries: { list: ReferenceListProps<Row, Key>['list'] };
  mutations: { remove: ReferenceListProps<Row, Key>['remove'] };
}

export interface ReferenceListScreenOptions<Row extends { id: number }, Key extends QueryKey> {
  /** Names the card's ids (`sd-{prefix}` with dashes) and texts (`{prefix}_list`, `{prefix}_create`). */
  prefix: string;
  resource: ListResource<Row, Key>;
  paths: { create: string; edit(id: number): string };
  /** The record's page, when it has one: a view link before edit. */
  viewPath?(id: number): string;
  /** The record's columns, after the sortable name column and before the actions column; each with its priority. */
  columns(t: TFunction): ColumnDef<Row, unknown>[];
  /** False when the list has no plain name column first (its columns name the record). */
  nameColumn?: boolean;
  /** The row's name in its buttons' accessible names; its `name` by default. */
  nameOf?(row: Row): string;
}

const nameField = (row: { id: number }) => (row as { name?: string }).name ?? '';

/** The list screen of a reference resource: its columns with view, edit and delete per row. */
export function referenceListScreen<Row extends { id: number }, Key extends QueryKey>({
  prefix,
  resource,
  paths,
  columns,
  nameOf = nameField,
  nameColumn = true,
  viewPath: show,
}: ReferenceListScreenOptions<Row, Key>) {
  const id = `sd-${prefix.replace(/_/g, '-')}`;
  const editPath = (row: Row) => paths.edit(row.id);
  const viewPath = show && ((row: Row) => show(row.id));

  return function ReferenceListScreen() {
    const { t } = useTranslation();
    const recordColumns = useMemo(
      () =>
        nameColumn
          ? [truncatedColumn<Row>('name', t('name'), nameOf, { sortField: 'name', width: 10 }), ...columns(t)]
          : columns(t),
      [t],
    );
    return (
      <ReferenceList
        id={id}
        title={t(`${prefix}_list`)}
        create={{ path: paths.create, label: t(`${prefix}_create`) }}
        columns={recordColumns}
        list={resource.queries.list}
        remove={resource.mutations.remove}
        nameOf={nameOf}
        editPath={editPath}
        viewPath={viewPath}
      />
    );
  };
}
