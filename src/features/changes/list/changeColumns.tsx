import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ChangeRow } from '@/api/changes';
import { displayDateTime } from '@/format/dates';
import { actionColumn, departmentColumn, recordColumns } from '@/records/recordColumns';

type RenderActions = (row: ChangeRow) => React.ReactNode;

/** Columns of the change list; identifier, subject and created_at are sortable. */
export function changeColumns(t: TFunction, renderActions: RenderActions): ColumnDef<ChangeRow, unknown>[] {
  return [
    ...recordColumns<ChangeRow>(t),
    { id: 'status', header: t('status'), cell: ({ row }) => row.original.status?.name ?? '--' },
    { id: 'priority', header: t('priority'), cell: ({ row }) => row.original.priority?.name ?? '--' },
    departmentColumn<ChangeRow>(t),
    {
      id: 'created_at',
      header: t('created_at'),
      meta: { sortField: 'created_at', className: 'text-nowrap' },
      cell: ({ row }) => displayDateTime(row.original.created_at),
    },
    actionColumn(t('actions'), renderActions),
  ];
}
