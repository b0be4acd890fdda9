import { changeMutations, changeQueries, type ChangeTaskRow } from '@/api/changes';
import { displayDateTime } from '@/format/dates';
import { associatesTable } from '@/records/associations/associatesTable';
import { column, sortedColumn } from '@/ui/table/columns';
import type { ChangeTabProps } from './ChangeAssetsTab';

const TasksTable = associatesTable({
  label: 'change_tasks',
  area: 'detach-task',
  columns: (t) => [
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
  list: changeQueries.tasks,
  rowName: (row) => row.task_name,
  detach: changeMutations.detachTask,
});

/** The change's tasks: name, start and end, users, teams, assigned to, detach. */
export default function ChangeTasksTab({ changeId, lockedHint, canAct }: ChangeTabProps) {
  return <TasksTable ownerId={changeId} lockedHint={lockedHint} canDetach={canAct} />;
}
