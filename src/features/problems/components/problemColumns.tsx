import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ProblemRow } from '@/api/problems';
import { actionColumn, recordColumns } from '@/records/recordColumns';

type RenderActions = (row: ProblemRow) => React.ReactNode;

/** Columns of the problem list; only identifier and subject are sortable (and searchable). */
export function problemColumns(t: TFunction, renderActions: RenderActions): ColumnDef<ProblemRow, unknown>[] {
  return [
    ...recordColumns<ProblemRow>(t),
    { id: 'assignedTo', header: t('assignedTo'), cell: ({ row }) => row.original.assignedTo?.full_name || '--' },
    { id: 'priority', header: t('priority'), cell: ({ row }) => row.original.priority?.priority ?? '--' },
    { id: 'department', header: t('department'), cell: ({ row }) => row.original.department?.name ?? '--' },
    { id: 'status_type_id', header: t('status'), cell: ({ row }) => row.original.status?.name ?? '--' },
    actionColumn(t('action'), renderActions),
  ];
}
