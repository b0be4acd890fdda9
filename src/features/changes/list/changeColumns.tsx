import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ChangeRow } from '@/api/changes';
import { displayDateTime } from '@/format/dates';
import { actionColumn, departmentColumn, recordColumns } from '@/records/recordColumns';
import { column, sortedColumn } from '@/ui/table/columns';

type RenderActions = (row: ChangeRow) => React.ReactNode;

/** Columns of the change list; identifier, subject and created_at are sortable. */
export function changeColumns(t: TFunction, renderActions: RenderActions): ColumnDef<ChangeRow, unknown>[] {
  return [
    ...recordColumns<ChangeRow>(t),
    column('status', t('status'), (row) => row.status?.name ?? '--'),
    column('priority', t('priority'), (row) => row.priority?.name ?? '--'),
    departmentColumn<ChangeRow>(t),
    sortedColumn('created_at', t('created_at'), (row) => displayDateTime(row.created_at), { className: 'text-nowrap' }),
    actionColumn(t('actions'), renderActions),
  ];
}
