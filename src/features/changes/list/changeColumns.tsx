import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ChangeRow } from '@/api/changes';
import { displayDateTime } from '@/format/dates';
import { actionColumn, departmentColumn, recordColumns } from '@/records/recordColumns';
import { DATE_TIME_COLUMN_WIDTH, PRIMARY } from '@/ui/table/columnMeta';
import { column, sortedColumn, withMeta } from '@/ui/table/columns';

type RenderActions = (row: ChangeRow) => React.ReactNode;

/**
 * Columns of the change list; identifier, subject and created_at are sortable. As the width
 * shrinks the creation date leaves first, then the department, the requester and the priority.
 */
export function changeColumns(t: TFunction, renderActions: RenderActions): ColumnDef<ChangeRow, unknown>[] {
  return [
    ...recordColumns<ChangeRow>(t),
    column('status', t('status'), (row) => row.status?.name ?? '--', { priority: PRIMARY }),
    column('priority', t('priority'), (row) => row.priority?.name ?? '--', { priority: 2, width: 6 }),
    withMeta(departmentColumn<ChangeRow>(t), { priority: 4 }),
    sortedColumn('created_at', t('created_at'), (row) => displayDateTime(row.created_at), {
      className: 'text-nowrap',
      priority: 5,
      width: DATE_TIME_COLUMN_WIDTH,
    }),
    actionColumn(t('actions'), renderActions),
  ];
}
