import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeMutations, changeQueries, type TicketChangeRow } from '@/api/changes';
import { displayDateTime } from '@/format/dates';
import { useHttp } from '@/host/PluginContext';
import { dispatchTicketChanged } from '@/host/ticketSignal';
import { DetachableTable } from '@/records/associations/DetachableTable';
import { Link } from '@/ui/Link';
import { column, sortedColumn } from '@/ui/table/columns';
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
  const detach = useMutation(changeMutations.detachFromTicket(http, ticketId));

  const columns = useMemo(
    () => [
      sortedColumn<TicketChangeRow>('id', t('id'), (row) => row.id),
      sortedColumn<TicketChangeRow>('change_number', t('ts_change_number'), (row) => (
        <Link to={changePath(row.id)}>{row.change_number}</Link>
      )),
      sortedColumn<TicketChangeRow>('subject', t('subject'), (row) => <span title={row.subject}>{row.subject}</span>),
      column<TicketChangeRow>('type', t('ts_type'), (row) => t(`ts_type_${row.type}`)),
      sortedColumn<TicketChangeRow>('created_at', t('created_at'), (row) => displayDateTime(row.created_at)),
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
      listQuery={(query) => changeQueries.ofTicket(http, ticketId, query, { archived: isArchive })}
      rowName={(row) => row.change_number}
      rowKey={(row) => `${row.id}-${row.type}`}
      confirmTitle={t('detach_change')}
      detach={canDetach ? detachChange : undefined}
    />
  );
}
