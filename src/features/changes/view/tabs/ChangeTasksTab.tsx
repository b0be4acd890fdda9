import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { changeMutations, changeQueries, type ChangeTaskRow } from '@/api/changes';
import { displayDateTime } from '@/format/dates';
import { useHttp } from '@/host/PluginContext';
import { DetachableTable } from '@/records/associations/DetachableTable';
import { column, sortedColumn } from '@/ui/table/columns';
import type { ChangeTabProps } from './ChangeAssetsTab';

/** The change's tasks: name, start and end, users, teams, assigned to, detach. */
export default function ChangeTasksTab({ changeId, lockedHint, canAct }: ChangeTabProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const detach = useMutation(changeMutations.detachTask(http, changeId));
  const columns = useMemo(
    () => [
      sortedColumn<ChangeTaskRow>('task_name', t('change_task_name'), (row) => row.task_name),
      sortedColumn<ChangeTaskRow>('task_start_date', t('change_task_start_date'), (row) =>
        displayDateTime(row.task_start_date),
      ),
      sortedColumn<ChangeTaskRow>('task_end_date', t('change_task_end_date'), (row) =>
        displayDateTime(row.task_end_date),
      ),
      column<ChangeTaskRow>(
        'users',
        t('change_task_users'),
        (row) => (row.users ?? []).map((user) => user.full_name).join(', ') || '--',
      ),
      column<ChangeTaskRow>(
        'teams',
        t('change_task_teams'),
        (row) => (row.teams ?? []).map((team) => team.name).join(', ') || '--',
      ),
      column<ChangeTaskRow>('assign_to', t('assign_to'), (row) => row.assign_to || '--'),
    ],
    [t],
  );
  return (
    <DetachableTable
      label={t('change_tasks')}
      area="detach-task"
      columns={columns}
      listQuery={(query) => changeQueries.tasks(http, changeId, query)}
      rowName={(row) => row.task_name}
      lockedHint={lockedHint}
      detach={canAct ? (row) => detach.mutateAsync(row.id) : undefined}
    />
  );
}
