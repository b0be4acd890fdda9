import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ProblemRow } from '@/api/problems';
import { hostPaths } from '@/host/hostPaths';
import { actionColumn, departmentColumn, recordColumns } from '@/records/recordColumns';
import { NameLink } from '@/ui/NameLink';
import { PRIMARY } from '@/ui/table/columnMeta';
import { column, withMeta } from '@/ui/table/columns';

type RenderActions = (row: ProblemRow) => React.ReactNode;

/**
 * Columns of the problem list; only identifier and subject are sortable (and searchable). As the
 * width shrinks the department leaves first, then the requester and assignee, then the priority.
 */
export function problemColumns(t: TFunction, renderActions: RenderActions): ColumnDef<ProblemRow, unknown>[] {
  return [
    ...recordColumns<ProblemRow>(t),
    column(
      'assignedTo',
      t('assignedTo'),
      (row) => {
        const assignee = row.assignedTo;
        return <NameLink of={assignee} name={assignee?.full_name} path={hostPaths.user} />;
      },
      { priority: 3 },
    ),
    column('priority', t('priority'), (row) => row.priority?.priority ?? '--', { priority: 2, width: 6 }),
    withMeta(departmentColumn<ProblemRow>(t), { priority: 4 }),
    column('status_type_id', t('status'), (row) => row.status?.name ?? '--', { priority: PRIMARY }),
    actionColumn(t('action'), renderActions),
  ];
}
