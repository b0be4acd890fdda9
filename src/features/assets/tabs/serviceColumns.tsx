import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { AssetServiceType } from '@/api/assets';
import { changePaths } from '@/features/changes';
import { contractPaths } from '@/features/contracts';
import { problemPaths } from '@/features/problems';
import { releasePaths } from '@/features/releases';
import { vendorPaths } from '@/features/vendors';
import { displayPlannedDate } from '@/format/plannedDate';
import { hostPaths } from '@/host/hostPaths';
import { NameLink } from '@/ui/NameLink';
import type { AssetChangeRow, AssetContractRow, AssetProblemRow, AssetReleaseRow, AssetTicketRow } from './serviceRows';
import { column, sortedColumn } from '@/ui/table/columns';

/** How the tables show an absent or zero date. */
const NO_DATE = '---';

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
  return sortedColumn('identifier', t('identifier'), (row) => row.identifier);
}

function subject<Row extends { id: number; subject: string }>(t: TFunction, path: (id: number) => string): Column<Row> {
  return sortedColumn('subject', t('subject'), (row) => <NameLink of={row} name={row.subject} path={path} />);
}

/** The requester (a user page) and department (its page) of a problem or a change. */
function requesterAndDepartment<Row extends AssetProblemRow>(t: TFunction): Column<Row>[] {
  return [
    column('requester', t('requester'), (row) => (
      <NameLink of={row.requester} name={row.requester?.full_name} path={hostPaths.user} />
    )),
    column('department', t('department'), (row) => (
      <NameLink of={row.department} name={row.department?.name} path={hostPaths.department} />
    )),
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
    subject(t, releasePaths.show),
    text('release_type', t('asset_release_type'), (row) => row.release_type?.name),
    text('status', t('status'), (row) => row.status?.name),
    date('planned_start_date', t('asset_planned_start_date'), (row) => row.planned_start_date, 'planned_start_date'),
    date('planned_end_date', t('asset_planned_end_date'), (row) => row.planned_end_date, 'planned_end_date'),
    date('created_at', t('created_at'), (row) => row.created_at, 'created_at'),
  ];
}

function contractColumns(t: TFunction): Column<AssetContractRow>[] {
  return [
    sortedColumn('name', t('name'), (row) => <NameLink of={row} name={row.name} path={contractPaths.show} />),
    column('vendor', t('asset_vendor'), (row) => (
      <NameLink of={row.vendor} name={row.vendor?.name} path={vendorPaths.show} />
    )),
    text('contract_type', t('asset_contract_type'), (row) => row.contract_type?.name),
    text('contract_status', t('asset_contract_status'), (row) => row.contract_status?.name),
    text('contract_renewal_status', t('asset_contract_renewal_status'), (row) => row.contract_renewal_status?.name),
    column('expiry', t('asset_contract_expiry'), (row) => {
      const expiry = row.expiry;
      const when = displayPlannedDate(expiry?.timestamp, NO_DATE);
      return expiry?.title ? `${expiry.title} ${when}` : when;
    }),
    date('created_at', t('created_at'), (row) => row.created_at),
  ];
}

function ticketColumns(t: TFunction): Column<AssetTicketRow>[] {
  return [
    sortedColumn('ticket_number', t('ticket_number'), (row) => (
      <NameLink of={row} name={row.ticket_number} path={hostPaths.ticket} />
    )),
    column('title', t('title'), (row) => <NameLink of={row} name={row.title} path={hostPaths.ticket} />, {
      sortField: 'subject',
    }),
    column('assigned', t('assigned'), (row) => (
      <NameLink of={row.assigned} name={row.assigned?.full_name} path={hostPaths.user} />
    )),
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
