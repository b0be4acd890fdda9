import { useMemo } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { changeMutations, changeQueries, type TicketChangeRow } from '@/api/changes';
import { displayDateTime } from '@/format/dates';
import { useHttp } from '@/host/PluginContext';
import { dispatchTicketChanged } from '@/host/ticketSignal';
import { DetachableTable } from '@/records/associations/DetachableTable';
import { Link } from '@/ui/Link';
import { useTableQuery } from '@/ui/table/useTableQuery';
import { changePath } from '../paths';

export interface TicketChangesTableProps {
  ticketId: number;
  isArchive: boolean;
  canDetach: boolean;
}

/** The changes linked to a ticket: id, change number, subject, type, created at, and detach. */
export function TicketChangesTable({ ticketId, isArchive, canDetach }: TicketChangesTableProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const [query, updateQuery] = useTableQuery();
  const list = useQuery(changeQueries.ofTicket(http, ticketId, query, { archived: isArchive }));
  const detach = useMutation(changeMutations.detachFromTicket(http, ticketId));

  const columns = useMemo<ColumnDef<TicketChangeRow, unknown>[]>(
    () => [
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
    ],
    [t],
  );

  const detachChange = async (row: TicketChangeRow) => {
    const message = await detach.mutateAsync({ changeId: row.id, type: row.type });
    dispatchTicketChanged(ticketId);
    return message;
  };

  return (
    <DetachableTable
      label={t('ts_associated_changes')}
      area="timeline"
      columns={columns}
      list={list}
      query={query}
      onQueryChange={updateQuery}
      rowName={(row) => row.change_number}
      rowKey={(row) => `${row.id}-${row.type}`}
      confirmTitle={t('detach_change')}
      detach={canDetach ? detachChange : undefined}
    />
  );
}
