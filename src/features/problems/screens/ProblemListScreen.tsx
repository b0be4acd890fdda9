import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_PROBLEM_LIST_QUERY, type ProblemListFilters, type ProblemRow } from '@/api/problems';
import { RecordListCard } from '@/records/RecordListCard';
import { RecordRowActions } from '@/records/RecordRowActions';
import { useListDeletion } from '@/records/useListDeletion';
import { countActiveFilters } from '@/ui/filters/countActiveFilters';
import { toFilterParams } from '@/ui/filters/toFilterParams';
import type { FilterValues } from '@/ui/filters/types';
import { useTableQuery } from '@/ui/table/useTableQuery';
import { problemColumns } from '../components/problemColumns';
import { problemFilterFields } from '../filterFields';
import { useDeleteProblem, useProblemList } from '../hooks';
import { problemPaths } from '../paths';

export default function ProblemListScreen() {
  const { t } = useTranslation();
  const label = t('list_of_problems');
  const [query, updateQuery] = useTableQuery(FIRST_PROBLEM_LIST_QUERY);
  const [filterValues, setFilterValues] = useState<FilterValues>({});
  const rows = useListDeletion<ProblemRow>('problem-list', useDeleteProblem());

  const filters = useMemo(() => toFilterParams(filterValues) as ProblemListFilters, [filterValues]);
  const list = useProblemList(query, filters);
  const fields = useMemo(() => problemFilterFields(t), [t]);
  const { askToDelete } = rows;
  const columns = useMemo(
    () =>
      problemColumns(t, (problem) => (
        <RecordRowActions
          subject={problem.subject}
          viewPath={problemPaths.show(problem.id)}
          editPath={problem.is_edit ? problemPaths.edit(problem.id) : undefined}
          onDelete={problem.is_delete ? () => askToDelete(problem) : undefined}
        />
      )),
    [t, askToDelete],
  );

  const applyFilters = (values: FilterValues) => {
    setFilterValues(values);
    updateQuery({ page: 1 });
  };

  return (
    <RecordListCard<ProblemRow>
      id="sd-problem"
      title={label}
      create={{ path: problemPaths.create, label: t('create_problem') }}
      filter={{
        fields,
        applied: filterValues,
        onApply: applyFilters,
        onReset: () => applyFilters({}),
        activeCount: countActiveFilters(filterValues),
      }}
      alert={rows.alert}
      table={{ label, columns, list, errorArea: 'problem-table', query, onQueryChange: updateQuery }}
      deletion={rows.deletion}
    />
  );
}
