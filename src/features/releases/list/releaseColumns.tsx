import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ReleaseRow } from '@/api/releases';
import { displayPlannedDate } from '@/format/plannedDate';
import { actionColumn, recordTextColumns } from '@/records/recordColumns';
import { PRIMARY } from '@/ui/table/columnMeta';
import { column } from '@/ui/table/columns';

type RenderActions = (row: ReleaseRow) => React.ReactNode;

const plannedColumn = (t: TFunction, field: 'planned_start_date' | 'planned_end_date'): ColumnDef<ReleaseRow> => ({
  id: field,
  header: t(`release_${field}`),
  meta: { sortField: field, priority: 4, width: 9 },
  cell: ({ row }) => displayPlannedDate(row.original[field]),
});

/**
 * The release list's columns; subject, identifier and the planned dates sort. As the width shrinks
 * the planned dates leave first, then the type and the priority.
 */
export function releaseColumns(t: TFunction, renderActions: RenderActions): ColumnDef<ReleaseRow, unknown>[] {
  return [
    ...recordTextColumns<ReleaseRow>(t),
    column('release_type', t('release_type'), (row) => row.release_type?.name ?? '--', { priority: 3 }),
    column('priority', t('priority'), (row) => row.priority?.name ?? '--', { priority: 2, width: 6 }),
    column('status', t('status'), (row) => row.status?.name ?? '--', { priority: PRIMARY }),
    plannedColumn(t, 'planned_start_date'),
    plannedColumn(t, 'planned_end_date'),
    actionColumn(t('action'), renderActions),
  ];
}
