import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ChangeRow } from '@/api/changes';
import { displayDateTime } from '@/format/dates';

type RenderActions = (row: ChangeRow) => React.ReactNode;

/** Columns of the change list; identifier, subject and created_at are sortable. */
export function changeColumns(t: TFunction, renderActions: RenderActions): ColumnDef<ChangeRow, unknown>[] {
  return [
    {
      id: 'identifier',
      header: t('identifier'),
      meta: { sortField: 'identifier' },
      cell: ({ row }) => row.original.identifier || '--',
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
    { id: 'status', header: t('status'), cell: ({ row }) => row.original.status?.name ?? '--' },
    { id: 'priority', header: t('priority'), cell: ({ row }) => row.original.priority?.name ?? '--' },
    { id: 'department', header: t('department'), cell: ({ row }) => row.original.department?.name ?? '--' },
    {
      id: 'created_at',
      header: t('created_at'),
      meta: { sortField: 'created_at', className: 'text-nowrap' },
      cell: ({ row }) => displayDateTime(row.original.created_at),
    },
    {
      id: 'actions',
      header: t('actions'),
      meta: { className: 'text-nowrap' },
      cell: ({ row }) => renderActions(row.original),
    },
  ];
}
