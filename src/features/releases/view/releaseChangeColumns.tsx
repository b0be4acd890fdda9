import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ReleaseChangeRow } from '@/api/releases';
import { changePaths } from '@/features/changes';
import { displayDateTime } from '@/format/dates';
import { departmentColumn, recordColumns } from '@/records/recordColumns';
import { NameLink } from '@/ui/NameLink';
import { column, sortedColumn } from '@/ui/table/columns';

/** The release's changes tab: identifier, subject (to the change), requester, status, priority, department, created at. */
export function releaseChangeColumns(t: TFunction): ColumnDef<ReleaseChangeRow, unknown>[] {
  const [identifier, , requester] = recordColumns<ReleaseChangeRow>(t);
  return [
    identifier,
    sortedColumn('subject', t('subject'), (row) => <NameLink of={row} name={row.subject} path={changePaths.show} />, {
      className: 'sd-cell-truncate',
    }),
    requester,
    column('status', t('status'), (row) => row.status?.name ?? '--'),
    column('priority', t('priority'), (row) => row.priority?.name ?? '--'),
    departmentColumn<ReleaseChangeRow>(t),
    column('created_at', t('created_at'), (row) => displayDateTime(row.created_at)),
  ];
}
