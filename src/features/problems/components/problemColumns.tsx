import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ProblemRow } from '@/api/problems';
import { hostPaths } from '@/host/hostPaths';
import { actionColumn, departmentColumn, recordColumns } from '@/records/recordColumns';
import { NameLink } from '@/ui/NameLink';

type RenderActions = (row: ProblemRow) => React.ReactNode;

/** Columns of the problem list; only identifier and subject are sortable (and searchable). */
export function problemColumns(t: TFunction, renderActions: RenderActions): ColumnDef<ProblemRow, unknown>[] {
  return [
    ...recordColumns<ProblemRow>(t),
    {
      id: 'assignedTo',
      header: t('assignedTo'),
      cell: ({ row }) => {
        const assignee = row.original.assignedTo;
        return <NameLink of={assignee} name={assignee?.full_name} path={hostPaths.user} />;
      },
    },
    { id: 'priority', header: t('priority'), cell: ({ row }) => row.original.priority?.priority ?? '--' },
    departmentColumn<ProblemRow>(t),
    { id: 'status_type_id', header: t('status'), cell: ({ row }) => row.original.status?.name ?? '--' },
    actionColumn(t('action'), renderActions),
  ];
}
