import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { changeMutations, changeQueries, type ChangeTaskRow } from '@/api/changes';
import { displayDateTime } from '@/format/dates';
import { useHttp } from '@/host/PluginContext';
import { DetachableTable } from '@/records/associations/DetachableTable';
import { useTableQuery } from '@/ui/table/useTableQuery';
import type { ChangeTabProps } from './ChangeAssetsTab';

/** The change's tasks: name, start and end, users, teams, assigned to, detach. */
export default function ChangeTasksTab({ changeId, lockedHint, canAct }: ChangeTabProps) {
  const { t } = useTranslation();
  const [query, updateQuery] = useTableQuery();
  const http = useHttp();
  const list = useQuery(changeQueries.tasks(http, changeId, query));
  const detach = useMutation(changeMutations.detachTask(http, changeId));
  const columns = useMemo<ColumnDef<ChangeTaskRow, unknown>[]>(
    () => [
      {
        id: 'task_name',
        header: t('change_task_name'),
        meta: { sortField: 'task_name' },
        cell: ({ row }) => row.original.task_name,
      },
      {
        id: 'task_start_date',
        header: t('change_task_start_date'),
        meta: { sortField: 'task_start_date' },
        cell: ({ row }) => displayDateTime(row.original.task_start_date),
      },
      {
        id: 'task_end_date',
        header: t('change_task_end_date'),
        meta: { sortField: 'task_end_date' },
        cell: ({ row }) => displayDateTime(row.original.task_end_date),
      },
      {
        id: 'users',
        header: t('change_task_users'),
        cell: ({ row }) => (row.original.users ?? []).map((user) => user.full_name).join(', ') || '--',
      },
      {
        id: 'teams',
        header: t('change_task_teams'),
        cell: ({ row }) => (row.original.teams ?? []).map((team) => team.name).join(', ') || '--',
      },
      { id: 'assign_to', header: t('assign_to'), cell: ({ row }) => row.original.assign_to || '--' },
    ],
    [t],
  );
  return (
    <DetachableTable
      label={t('change_tasks')}
      area="detach-task"
      columns={columns}
      list={list}
      query={query}
      onQueryChange={updateQuery}
      rowName={(row) => row.task_name}
      lockedHint={lockedHint}
      detach={canAct ? (row) => detach.mutateAsync(row.id) : undefined}
    />
  );
}
