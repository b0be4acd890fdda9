import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { hostPaths } from '@/host/hostPaths';
import { NameLink } from '@/ui/NameLink';

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
    {
      id: 'identifier',
      header: t('identifier'),
      meta: { sortField: 'identifier' },
      cell: ({ row }) => row.original.identifier || '--',
    },
    {
      id: 'subject',
      header: t('subject'),
      meta: { sortField: 'subject', className: 'sd-cell-truncate' },
      cell: ({ row }) => <span title={row.original.subject}>{row.original.subject}</span>,
    },
  ];
}

/** A record list's first columns: identifier and subject (sortable), then the requester linking to their page. */
export function recordColumns<Row extends RecordRowBase>(t: TFunction): ColumnDef<Row, unknown>[] {
  return [
    ...recordTextColumns<Row>(t),
    {
      id: 'requester',
      header: t('requester'),
      cell: ({ row }) => {
        const requester = row.original.requester;
        return <NameLink of={requester} name={requester?.full_name || requester?.email} path={hostPaths.user} />;
      },
    },
  ];
}

/** Kept in view at the right edge when the list scrolls sideways. */
const ACTION_META = { className: 'text-nowrap sd-sticky-end' };

/** A department column linking to the department's page. */
export function departmentColumn<Row extends { department: { id: number; name: string } | null }>(
  t: TFunction,
): ColumnDef<Row, unknown> {
  return {
    id: 'department',
    header: t('department'),
    cell: ({ row }) => {
      const department = row.original.department;
      return <NameLink of={department} name={department?.name} path={hostPaths.department} />;
    },
  };
}

/** A record list's last column, headed `header`: the row's actions. */
export function actionColumn<Row>(header: string, render: (row: Row) => ReactNode): ColumnDef<Row, unknown> {
  return { id: 'actions', header, meta: ACTION_META, cell: ({ row }) => render(row.original) };
}
