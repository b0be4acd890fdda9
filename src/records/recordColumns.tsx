import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { hostPaths } from '@/host/hostPaths';
import { NameLink } from '@/ui/NameLink';
import { PRIMARY } from '@/ui/table/columnMeta';
import { column, sortedColumn, truncatedColumn, withMeta } from '@/ui/table/columns';

/** What every record list row has. */
interface RecordTexts {
  identifier: string | null;
  subject: string;
}

interface RecordRowBase extends RecordTexts {
  requester: { id?: number; full_name?: string | null; email?: string | null } | null;
}

/** A record list's identifier and subject columns, both sortable and primary. */
export function recordTextColumns<Row extends RecordTexts>(t: TFunction): ColumnDef<Row, unknown>[] {
  return [
    sortedColumn('identifier', t('identifier'), (row) => row.identifier || '--', { priority: PRIMARY, width: 7 }),
    truncatedColumn('subject', t('subject'), (row) => row.subject, { sortField: 'subject', width: 12 }),
  ];
}

/** The priority of a list's requester: after its status and priority, before its department. */
const REQUESTER_PRIORITY = 3;

/**
 * A record list's first columns: identifier and subject (sortable), then the requester linking to
 * their page.
 */
export function recordColumns<Row extends RecordRowBase>(t: TFunction): ColumnDef<Row, unknown>[] {
  return [
    ...recordTextColumns<Row>(t),
    column(
      'requester',
      t('requester'),
      (row) => {
        const requester = row.requester;
        return <NameLink of={requester} name={requester?.full_name || requester?.email} path={hostPaths.user} />;
      },
      { priority: REQUESTER_PRIORITY },
    ),
  ];
}

/** A department column linking to the department's page. */
export function departmentColumn<Row extends { department: { id: number; name: string } | null }>(
  t: TFunction,
): ColumnDef<Row, unknown> {
  return column('department', t('department'), (row) => {
    const department = row.department;
    return <NameLink of={department} name={department?.name} path={hostPaths.department} />;
  });
}

/** The room of View, Edit and Delete side by side, in rem. */
const ROW_ACTIONS_WIDTH = 10.5;

/**
 * A record list's last column, headed `header`: the row's actions, shown at any width. `width` is
 * the room (in rem) of the most actions a row can have.
 */
export function actionColumn<Row>(
  header: string,
  render: (row: Row) => ReactNode,
  width = ROW_ACTIONS_WIDTH,
): ColumnDef<Row, unknown> {
  return {
    id: 'actions',
    header,
    meta: { className: 'text-nowrap', alwaysShown: true, width },
    cell: ({ row }) => render(row.original),
  };
}

/** `columns` whose row actions take `width` rem: a list whose rows have more actions than view, edit and delete. */
export function withRowActionsWidth<Row>(columns: ColumnDef<Row, unknown>[], width: number): ColumnDef<Row, unknown>[] {
  return columns.map((column) => (column.id === 'actions' ? withMeta(column, { width }) : column));
}
