import { useMemo } from 'react';
import { useMutation, type QueryKey, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AxiosInstance } from 'axios';
import { useTranslation } from 'react-i18next';
import type { ListQuery } from '@/api/listParams';
import type { Page } from '@/api/responses';
import { useHttp } from '@/host/PluginContext';
import { actionColumn } from '@/records/recordColumns';
import { RecordListCard } from '@/records/RecordListCard';
import { RecordRowActions } from '@/records/RecordRowActions';
import { useAlert } from '@/ui/alerts';
import { useDialog } from '@/ui/hooks/useDialog';
import { useTableList } from '@/ui/table/useTableList';

export interface ReferenceListProps<Row extends { id: number }, Key extends QueryKey> {
  /** Prefix of the card's ids and alert areas, e.g. 'sd-asset-type'. */
  id: string;
  title: string;
  create: { path: string; label: string };
  /** The record's columns; the actions column (edit, delete) is added after them. */
  columns: ColumnDef<Row, unknown>[];
  list(http: AxiosInstance, query: ListQuery): UseQueryOptions<Page<Row>, Error, Page<Row>, Key>;
  remove(http: AxiosInstance): UseMutationOptions<string, Error, number>;
  /** The row's name in its buttons' accessible names. */
  nameOf(row: Row): string;
  editPath(row: Row): string;
  /** The row's page, when the records have one (a view link before edit). */
  viewPath?(row: Row): string;
  /** The first sort; newest first by default. */
  initialSort?: { sortField: string; ascending: boolean };
  /** What the delete confirmation says besides its question. */
  deleteMessage?: string;
}

/**
 * A server-paged list of reference records (searched, sorted, page links in chunks of 5) with
 * edit and delete per row; the server's message after a delete (a refusal too) shows above it.
 */
export function ReferenceList<Row extends { id: number }, Key extends QueryKey>({
  id,
  title,
  create,
  columns,
  list,
  remove,
  nameOf,
  editPath,
  viewPath,
  initialSort,
  deleteMessage,
}: ReferenceListProps<Row, Key>) {
  const { t } = useTranslation();
  const http = useHttp();
  const table = useTableList((query) => list(http, query), initialSort);
  const deletion = useMutation(remove(http));
  const dialog = useDialog<{ name: 'delete'; row: Row }>();
  const toDelete = dialog.shown('delete')?.row ?? null;
  // A save that returned to the list left its message for it.
  const { alert, showSuccess, showError, clear } = useAlert({ showCarried: true });
  const { show } = dialog;

  const allColumns = useMemo(
    () => [
      ...columns,
      actionColumn<Row>(t('action'), (row) => (
        <RecordRowActions
          subject={nameOf(row)}
          viewPath={viewPath?.(row)}
          editPath={editPath(row)}
          onDelete={() => show({ name: 'delete', row })}
        />
      )),
    ],
    [columns, t, nameOf, editPath, viewPath, show],
  );

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete.id, { onSuccess: showSuccess, onError: showError, onSettled: dialog.close });
  };

  return (
    <RecordListCard<Row>
      id={id}
      title={title}
      create={create}
      alert={{ area: `${id}-list`, message: alert, onDismiss: clear }}
      table={{
        label: title,
        columns: allColumns,
        errorArea: `${id}-table`,
        ...table,
      }}
      deletion={{
        shown: toDelete !== null,
        busy: deletion.isPending,
        onConfirm: confirmDelete,
        onCancel: dialog.close,
        message: deleteMessage,
      }}
    />
  );
}
