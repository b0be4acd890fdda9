import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ProblemRow } from '@/api/problems';

type RenderActions = (row: ProblemRow) => React.ReactNode;

/** Columns of the problem list; only identifier and subject are sortable (and searchable). */
export function problemColumns(t: TFunction, renderActions: RenderActions): ColumnDef<ProblemRow, unknown>[] {
  return [
    {
      id: 'identifier',
      header: t('identifier'),
      meta: { sortField: 'identifier' },
      cell: ({ row }) => row.original.identifier ?? '--',
    },
    {
      id: 'subject',
      header: t('subject'),
      meta: { sortField: 'subject' },
      cell: ({ row }) => <span title={row.original.subject}>{row.original.subject}</span>,
    },
    {
      id: 'requester',
      header: t('requester'),
      cell: ({ row }) => row.original.requester?.full_name || row.original.requester?.email || '--',
    },
    { id: 'assignedTo', header: t('assignedTo'), cell: ({ row }) => row.original.assignedTo?.full_name || '--' },
    { id: 'priority', header: t('priority'), cell: ({ row }) => row.original.priority?.priority ?? '--' },
    { id: 'department', header: t('department'), cell: ({ row }) => row.original.department?.name ?? '--' },
    { id: 'status_type_id', header: t('status'), cell: ({ row }) => row.original.status?.name ?? '--' },
    {
      id: 'action',
      header: t('action'),
      meta: { className: 'text-nowrap' },
      cell: ({ row }) => renderActions(row.original),
    },
  ];
}
