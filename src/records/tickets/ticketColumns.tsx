import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { TicketRow } from '@/api/tickets';
import { hostPaths } from '@/host/hostPaths';
import { Link } from '@/ui/Link';
import { NameLink } from '@/ui/NameLink';

/**
 * The columns every table of attached tickets starts with: id, ticket number and subject (both
 * linked to the ticket), and who it is assigned to under `assignedHeader`.
 */
export function ticketColumns<Row extends TicketRow>(
  t: TFunction,
  assignedHeader: string,
  assignedName: (row: Row) => string,
): ColumnDef<Row, unknown>[] {
  return [
    { id: 'id', header: t('id'), meta: { sortField: 'id' }, cell: ({ row }) => row.original.id },
    {
      id: 'ticket_number',
      header: t('ticket_number'),
      meta: { sortField: 'ticket_number' },
      cell: ({ row }) => <Link to={hostPaths.ticket(row.original.id)}>{row.original.ticket_number}</Link>,
    },
    {
      id: 'subject',
      header: t('subject'),
      meta: { sortField: 'subject' },
      cell: ({ row }) => <NameLink of={row.original} name={row.original.subject} path={hostPaths.ticket} />,
    },
    { id: 'assigned', header: assignedHeader, cell: ({ row }) => assignedName(row.original) },
  ];
}
