import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ReleaseRow } from '@/api/releases';
import { displayPlannedDate } from '@/format/plannedDate';
import { actionColumn, recordTextColumns } from '@/records/recordColumns';
import { column } from '@/ui/table/columns';

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
    column('release_type', t('release_type'), (row) => row.release_type?.name ?? '--'),
    column('priority', t('priority'), (row) => row.priority?.name ?? '--'),
    column('status', t('status'), (row) => row.status?.name ?? '--'),
    plannedColumn(t, 'planned_start_date'),
    plannedColumn(t, 'planned_end_date'),
    actionColumn(t('action'), renderActions),
  ];
}
