import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_PROBLEM_LIST_QUERY, type ProblemListFilters, type ProblemRow } from '@/api/problems';
import { RecordListCard } from '@/records/RecordListCard';
import { RecordRowActions } from '@/records/RecordRowActions';
import { useAlert } from '@/ui/alerts';
import { countActiveFilters } from '@/ui/filters/countActiveFilters';
import { toFilterParams } from '@/ui/filters/toFilterParams';
import type { FilterValues } from '@/ui/filters/types';
import { useDialog } from '@/ui/hooks/useDialog';
import { useTableQuery } from '@/ui/table/useTableQuery';
import { problemColumns } from '../components/problemColumns';
import { problemFilterFields } from '../filterFields';
import { useDeleteProblem, useProblemList } from '../hooks';
import { problemPaths } from '../paths';

export default function ProblemListScreen() {
  const { t } = useTranslation();
  const [query, updateQuery] = useTableQuery(FIRST_PROBLEM_LIST_QUERY);
  const [filterValues, setFilterValues] = useState<FilterValues>({});
  const dialog = useDialog<{ name: 'delete'; problem: ProblemRow }>();
  const toDelete = dialog.shown('delete')?.problem ?? null;
  const { alert, showSuccess, showError, clear } = useAlert({ showCarried: true });

  const filters = useMemo(() => toFilterParams(filterValues) as ProblemListFilters, [filterValues]);
  const list = useProblemList(query, filters);
  const deletion = useDeleteProblem();
  const fields = useMemo(() => problemFilterFields(t), [t]);
  const { show } = dialog;
  const columns = useMemo(
    () =>
      problemColumns(t, (problem) => (
        <RecordRowActions
          subject={problem.subject}
          viewPath={problemPaths.show(problem.id)}
          editPath={problem.is_edit ? problemPaths.edit(problem.id) : undefined}
          onDelete={problem.is_delete ? () => show({ name: 'delete', problem }) : undefined}
        />
      )),
    [t, show],
  );

  const applyFilters = (values: FilterValues) => {
    setFilterValues(values);
    updateQuery({ page: 1 });
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete.id, { onSuccess: showSuccess, onError: showError, onSettled: dialog.close });
  };

  return (
    <RecordListCard<ProblemRow>
      id="sd-problem"
      title={t('list_of_problems')}
      create={{ path: problemPaths.create, label: t('create_problem') }}
      filter={{
        fields,
        applied: filterValues,
        onApply: applyFilters,
        onReset: () => applyFilters({}),
        activeCount: countActiveFilters(filterValues),
      }}
      alert={{ area: 'problem-list', message: alert, onDismiss: clear }}
      table={{
        label: t('list_of_problems'),
        columns,
        list,
        errorArea: 'problem-table',
        query,
        onQueryChange: updateQuery,
      }}
      deletion={{
        shown: toDelete !== null,
        busy: deletion.isPending,
        onConfirm: confirmDelete,
        onCancel: dialog.close,
      }}
    />
  );
}
