import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { changeMutations, changeQueries, type TicketChangeRow } from '@/api/changes';
import { displayDateTime } from '@/format/dates';
import { useHttp } from '@/host/PluginContext';
import { dispatchTicketChanged } from '@/host/ticketSignal';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { Link } from '@/ui/Link';
import { DataTable } from '@/ui/table/DataTable';
import { useTableQuery } from '@/ui/table/useTableQuery';
import { changePath } from '../paths';

export interface TicketChangesTableProps {
  ticketId: number;
  isArchive: boolean;
  canDetach: boolean;
}

const rowKey = (row: TicketChangeRow) => `${row.id}-${row.type}`;

/** The changes linked to a ticket: id, change number, subject, type, created at, and detach. */
export function TicketChangesTable({ ticketId, isArchive, canDetach }: TicketChangesTableProps) {
  const { t } = useTranslation();
  const [query, updateQuery] = useTableQuery();
  const http = useHttp();
  const list = useQuery(changeQueries.ofTicket(http, ticketId, query, { archived: isArchive }));
  const detach = useMutation(changeMutations.detachFromTicket(http, ticketId));
  const { alert, showSuccess, showError, clear } = useAlert();
  const [toDetach, setToDetach] = useState<TicketChangeRow | null>(null);

  const columns = useMemo<ColumnDef<TicketChangeRow, unknown>[]>(() => {
    const base: ColumnDef<TicketChangeRow, unknown>[] = [
      { id: 'id', header: t('id'), meta: { sortField: 'id' }, cell: ({ row }) => row.original.id },
      {
        id: 'change_number',
        header: t('ts_change_number'),
        meta: { sortField: 'change_number' },
        cell: ({ row }) => <Link to={changePath(row.original.id)}>{row.original.change_number}</Link>,
      },
      {
        id: 'subject',
        header: t('subject'),
        meta: { sortField: 'subject' },
        cell: ({ row }) => <span title={row.original.subject}>{row.original.subject}</span>,
      },
      { id: 'type', header: t('ts_type'), cell: ({ row }) => t(`ts_type_${row.original.type}`) },
      {
        id: 'created_at',
        header: t('created_at'),
        meta: { sortField: 'created_at' },
        cell: ({ row }) => displayDateTime(row.original.created_at),
      },
    ];
    if (!canDetach) return base;
    return [
      ...base,
      {
        id: 'action',
        header: t('action'),
        cell: ({ row }) => (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            aria-label={`${t('detach')}: ${row.original.change_number}`}
            onClick={() => {
              clear();
              setToDetach(row.original);
            }}
          >
            {t('detach')}
          </button>
        ),
      },
    ];
  }, [t, canDetach, clear]);

  const confirmDetach = () => {
    if (!toDetach || detach.isPending) return;
    detach.mutate(
      { changeId: toDetach.id, type: toDetach.type },
      {
        onSuccess: (message) => {
          showSuccess(message);
          dispatchTicketChanged(ticketId);
        },
        onError: (error) => showError(error),
        onSettled: () => setToDetach(null),
      },
    );
  };

  return (
    <div>
      <AlertArea area="timeline" alert={alert} onDismiss={clear} />
      <DataTable<TicketChangeRow>
        label={t('ts_associated_changes')}
        columns={columns}
        rows={list.data?.rows ?? []}
        total={list.data?.total ?? 0}
        query={query}
        onQueryChange={updateQuery}
        getRowId={rowKey}
        loading={list.isFetching}
        alert={
          list.isError ? <AlertArea area="dataTable" alert={{ kind: 'danger', text: list.error.message }} /> : undefined
        }
      />
      <ConfirmDialog
        show={toDetach !== null}
        busy={detach.isPending}
        title={t('detach_change')}
        confirmLabel={t('detach')}
        onConfirm={confirmDetach}
        onCancel={() => setToDetach(null)}
      />
    </div>
  );
}
