import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { AssetServiceType } from '@/api/assets';
import { changePaths } from '@/features/changes';
import { contractPaths } from '@/features/contracts';
import { problemPaths } from '@/features/problems';
import { displayPlannedDate } from '@/format/plannedDate';
import { hostPaths } from '@/host/hostPaths';
import { NameLink } from '@/ui/NameLink';
import type { AssetChangeRow, AssetContractRow, AssetProblemRow, AssetReleaseRow, AssetTicketRow } from './serviceRows';

/** How the tables show an absent or zero date. */
const NO_DATE = '---';

export const recordPaths = {
  release: (id: number) => `/service-desk/releases/${id}/show`,
  contract: contractPaths.show,
  vendor: (id: number) => `/service-desk/vendors/${id}/show`,
};

type Column<Row> = ColumnDef<Row, unknown>;

function text<Row>(id: string, header: string, value: (row: Row) => string | null | undefined): Column<Row> {
  return { id, header, cell: ({ row }) => value(row.original) || '--' };
}

function date<Row extends { created_at?: string | null }>(
  id: string,
  header: string,
  value: (row: Row) => string | null | undefined,
  sortField?: string,
): Column<Row> {
  return { id, header, meta: { sortField }, cell: ({ row }) => displayPlannedDate(value(row.original), NO_DATE) };
}

function identifier<Row extends { identifier?: string }>(t: TFunction): Column<Row> {
  return {
    id: 'identifier',
    header: t('identifier'),
    meta: { sortField: 'identifier' },
    cell: ({ row }) => row.original.identifier,
  };
}

function subject<Row extends { id: number; subject: string }>(t: TFunction, path: (id: number) => string): Column<Row> {
  return {
    id: 'subject',
    header: t('subject'),
    meta: { sortField: 'subject' },
    cell: ({ row }) => <NameLink of={row.original} name={row.original.subject} path={path} />,
  };
}

/** The requester (a user page) and department (its page) of a problem or a change. */
function requesterAndDepartment<Row extends AssetProblemRow>(t: TFunction): Column<Row>[] {
  return [
    {
      id: 'requester',
      header: t('requester'),
      cell: ({ row }) => (
        <NameLink of={row.original.requester} name={row.original.requester?.full_name} path={hostPaths.user} />
      ),
    },
    {
      id: 'department',
      header: t('department'),
      cell: ({ row }) => (
        <NameLink of={row.original.department} name={row.original.department?.name} path={hostPaths.department} />
      ),
    },
  ];
}

function problemColumns(t: TFunction): Column<AssetProblemRow>[] {
  return [
    identifier(t),
    subject(t, problemPaths.show),
    ...requesterAndDepartment<AssetProblemRow>(t),
    text('status', t('status'), (row) => row.status?.name),
    date('created_at', t('created_at'), (row) => row.created_at),
  ];
}

function changeColumns(t: TFunction): Column<AssetChangeRow>[] {
  return [
    identifier(t),
    subject(t, changePaths.show),
    ...requesterAndDepartment<AssetChangeRow>(t),
    text('change_type', t('asset_change_type'), (row) => row.change_type?.name),
    text('status', t('status'), (row) => row.status?.name),
    date('created_at', t('created_at'), (row) => row.created_at, 'created_at'),
  ];
}

function releaseColumns(t: TFunction): Column<AssetReleaseRow>[] {
  return [
    identifier(t),
    subject(t, recordPaths.release),
    text('release_type', t('asset_release_type'), (row) => row.release_type?.name),
    text('status', t('status'), (row) => row.status?.name),
    date('planned_start_date', t('asset_planned_start_date'), (row) => row.planned_start_date, 'planned_start_date'),
    date('planned_end_date', t('asset_planned_end_date'), (row) => row.planned_end_date, 'planned_end_date'),
    date('created_at', t('created_at'), (row) => row.created_at, 'created_at'),
  ];
}

function contractColumns(t: TFunction): Column<AssetContractRow>[] {
  return [
    {
      id: 'name',
      header: t('name'),
      meta: { sortField: 'name' },
      cell: ({ row }) => <NameLink of={row.original} name={row.original.name} path={recordPaths.contract} />,
    },
    {
      id: 'vendor',
      header: t('asset_vendor'),
      cell: ({ row }) => (
        <NameLink of={row.original.vendor} name={row.original.vendor?.name} path={recordPaths.vendor} />
      ),
    },
    text('contract_type', t('asset_contract_type'), (row) => row.contract_type?.name),
    text('contract_status', t('asset_contract_status'), (row) => row.contract_status?.name),
    text('contract_renewal_status', t('asset_contract_renewal_status'), (row) => row.contract_renewal_status?.name),
    {
      id: 'expiry',
      header: t('asset_contract_expiry'),
      cell: ({ row }) => {
        const expiry = row.original.expiry;
        const when = displayPlannedDate(expiry?.timestamp, NO_DATE);
        return expiry?.title ? `${expiry.title} ${when}` : when;
      },
    },
    date('created_at', t('created_at'), (row) => row.created_at),
  ];
}

function ticketColumns(t: TFunction): Column<AssetTicketRow>[] {
  return [
    {
      id: 'ticket_number',
      header: t('ticket_number'),
      meta: { sortField: 'ticket_number' },
      cell: ({ row }) => <NameLink of={row.original} name={row.original.ticket_number} path={hostPaths.ticket} />,
    },
    {
      id: 'title',
      header: t('title'),
      meta: { sortField: 'subject' },
      cell: ({ row }) => <NameLink of={row.original} name={row.original.title} path={hostPaths.ticket} />,
    },
    {
      id: 'assigned',
      header: t('assigned'),
      cell: ({ row }) => (
        <NameLink of={row.original.assigned} name={row.original.assigned?.full_name} path={hostPaths.user} />
      ),
    },
    text('status', t('status'), (row) => row.status?.name),
    text('priority', t('priority'), (row) => row.priority?.name),
    date('created_at', t('created_at'), (row) => row.created_at),
  ];
}

/** The columns of each type's table, and the name its detach button gives a row. */
export const SERVICE_TABLES = {
  sd_problem: { columns: problemColumns, rowName: (row: AssetProblemRow) => row.identifier || row.subject },
  sd_changes: { columns: changeColumns, rowName: (row: AssetChangeRow) => row.identifier || row.subject },
  sd_releases: { columns: releaseColumns, rowName: (row: AssetReleaseRow) => row.identifier || row.subject },
  sd_contracts: { columns: contractColumns, rowName: (row: AssetContractRow) => row.name },
  tickets: { columns: ticketColumns, rowName: (row: AssetTicketRow) => row.ticket_number },
} satisfies Record<AssetServiceType, unknown>;
