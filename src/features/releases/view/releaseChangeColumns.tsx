import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ReleaseChangeRow } from '@/api/releases';
import { changePaths } from '@/features/changes';
import { displayDateTime } from '@/format/dates';
import { departmentColumn, recordColumns } from '@/records/recordColumns';
import { NameLink } from '@/ui/NameLink';

/** The release's changes tab: identifier, subject (to the change), requester, status, priority, department, created at. */
export function releaseChangeColumns(t: TFunction): ColumnDef<ReleaseChangeRow, unknown>[] {
  const [identifier, , requester] = recordColumns<ReleaseChangeRow>(t);
  return [
    identifier,
    {
      id: 'subject',
      header: t('subject'),
      meta: { sortField: 'subject', className: 'sd-cell-truncate' },
      cell: ({ row }) => <NameLink of={row.original} name={row.original.subject} path={changePaths.show} />,
    },
    requester,
    { id: 'status', header: t('status'), cell: ({ row }) => row.original.status?.name ?? '--' },
    { id: 'priority', header: t('priority'), cell: ({ row }) => row.original.priority?.name ?? '--' },
    departmentColumn<ReleaseChangeRow>(t),
    { id: 'created_at', header: t('created_at'), cell: ({ row }) => displayDateTime(row.original.created_at) },
  ];
}
