import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { ticketMutations, ticketQueries, type ChangeTicketRow } from '@/api/tickets';
import { useHttp } from '@/host/PluginContext';
import { DetachableTable } from '@/records/associations/DetachableTable';
import { ticketColumns } from '@/records/tickets/ticketColumns';
import { column } from '@/ui/table/columns';
import type { ChangeTabProps } from './ChangeAssetsTab';

/** The tooltip of a ticket's detach while the change's details cannot be updated. */
export const TICKET_DETACH_LOCKED = 'Can Not Update Change Details Until Cab is Approved';

function assignedName(row: ChangeTicketRow): string {
  return row.assigned?.full_name || row.assignedTo?.full_name || row.assignedTeam?.name || '--';
}

/** The change's tickets: id, ticket number, subject, assigned, type (initiating or initiated), detach. */
export default function ChangeTicketsTab({ changeId, lockedHint, canAct, onChanged }: ChangeTabProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const detach = useMutation(ticketMutations.detachFromChange(http, changeId));
  const columns = useMemo(
    () => [
      ...ticketColumns<ChangeTicketRow>(t, t('assigned'), assignedName),
      column<ChangeTicketRow>('type', t('change_ticket_type'), (row) =>
        t(row.type === 'initiating' ? 'change_type_initiating' : 'change_type_initiated'),
      ),
    ],
    [t],
  );
  return (
    <DetachableTable
      label={t('associated_tickets')}
      area="detach-ticket"
      columns={columns}
      listQuery={(query) => ticketQueries.ofChange(http, changeId, query)}
      rowName={(row) => row.ticket_number}
      rowKey={(row) => `${row.id}-${row.type}`}
      lockedHint={lockedHint ? TICKET_DETACH_LOCKED : null}
      detach={
        canAct ? (row) => detach.mutateAsync({ ticketId: row.id, type: row.type }, { onSuccess: onChanged }) : undefined
      }
    />
  );
}
