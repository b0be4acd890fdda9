import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { hostPaths } from '@/host/hostPaths';
import { NameLink } from '@/ui/NameLink';
import { column, sortedColumn } from '@/ui/table/columns';

/** What every record list row has. */
interface RecordTexts {
  identifier: string | null;
  subject: string;
}

interface RecordRowBase extends RecordTexts {
  requester: { id?: number; full_name?: string | null; email?: string | null } | null;
}

/** A record list's identifier and subject columns, both sortable. */
export function recordTextColumns<Row extends RecordTexts>(t: TFunction): ColumnDef<Row, unknown>[] {
  return [
    sortedColumn('identifier', t('identifier'), (row) => row.identifier || '--'),
    sortedColumn('subject', t('subject'), (row) => <span title={row.subject}>{row.subject}</span>, {
      className: 'sd-cell-truncate',
    }),
  ];
}

/** A record list's first columns: identifier and subject (sortable), then the requester linking to their page. */
export function recordColumns<Row extends RecordRowBase>(t: TFunction): ColumnDef<Row, unknown>[] {
  return [
    ...recordTextColumns<Row>(t),
    column('requester', t('requester'), (row) => {
      const requester = row.requester;
      return <NameLink of={requester} name={requester?.full_name || requester?.email} path={hostPaths.user} />;
    }),
  ];
}

/** Kept in view at the right edge when the list scrolls sideways. */
const ACTION_META = { className: 'text-nowrap sd-sticky-end' };

/** A department column linking to the department's page. */
export function departmentColumn<Row extends { department: { id: number; name: string } | null }>(
  t: TFunction,
): ColumnDef<Row, unknown> {
  return column('department', t('department'), (row) => {
    const department = row.department;
    return <NameLink of={department} name={department?.name} path={hostPaths.department} />;
  });
}

/** A record list's last column, headed `header`: the row's actions. */
export function actionColumn<Row>(header: string, render: (row: Row) => ReactNode): ColumnDef<Row, unknown> {
  return { id: 'actions', header, meta: ACTION_META, cell: ({ row }) => render(row.original) };
}
