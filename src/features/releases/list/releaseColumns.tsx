import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ReleaseRow } from '@/api/releases';
import { displayPlannedDate } from '@/format/plannedDate';
import { actionColumn, recordTextColumns } from '@/records/recordColumns';

type RenderActions = (row: ReleaseRow) => React.ReactNode;

const plannedColumn = (t: TFunction, field: 'planned_start_date' | 'planned_end_date'): ColumnDef<ReleaseRow> => ({
  id: field,
  header: t(`release_${field}`),
  meta: { sortField: field },
  cell: ({ row }) => displayPlannedDate(row.original[field]),
});

/** The release list's columns; subject, identifier and the planned dates sort. */
export function releaseColumns(t: TFunction, renderActions: RenderActions): ColumnDef<ReleaseRow, unknown>[] {
  return [
    ...recordTextColumns<ReleaseRow>(t),
    { id: 'release_type', header: t('release_type'), cell: ({ row }) => row.original.release_type?.name ?? '--' },
    { id: 'priority', header: t('priority'), cell: ({ row }) => row.original.priority?.name ?? '--' },
    { id: 'status', header: t('status'), cell: ({ row }) => row.original.status?.name ?? '--' },
    plannedColumn(t, 'planned_start_date'),
    plannedColumn(t, 'planned_end_date'),
    actionColumn(t('action'), renderActions),
  ];
}
