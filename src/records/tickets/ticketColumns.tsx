import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { TicketRow } from '@/api/tickets';
import { hostPaths } from '@/host/hostPaths';
import { Link } from '@/ui/Link';
import { NameLink } from '@/ui/NameLink';
import { column, sortedColumn } from '@/ui/table/columns';

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
    sortedColumn('id', t('id'), (row) => row.id),
    sortedColumn('ticket_number', t('ticket_number'), (row) => (
      <Link to={hostPaths.ticket(row.id)}>{row.ticket_number}</Link>
    )),
    sortedColumn('subject', t('subject'), (row) => <NameLink of={row} name={row.subject} path={hostPaths.ticket} />),
    column('assigned', assignedHeader, (row) => assignedName(row)),
  ];
}
