import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_PROBLEM_LIST_QUERY, type ProblemListFilters, type ProblemRow } from '@/api/problems';
import { useAppliedFilters } from '@/records/filters/useAppliedFilters';
import { RecordListCard } from '@/records/RecordListCard';
import { useRowActionColumns } from '@/records/useRowActionColumns';
import { useListDeletion } from '@/records/useListDeletion';
import { useTableQuery } from '@/ui/table/useTableQuery';
import { problemColumns } from '../components/problemColumns';
import { problemFilterFields } from '../filterFields';
import { useDeleteProblem, useProblemList } from '../hooks';
import { problemPaths } from '../paths';

export default function ProblemListScreen() {
  const { t } = useTranslation();
  const label = t('list_of_problems');
  const [query, updateQuery] = useTableQuery(FIRST_PROBLEM_LIST_QUERY);
  const rows = useListDeletion<ProblemRow>('problem-list', useDeleteProblem());

  const fields = useMemo(() => problemFilterFields(t), [t]);
  const { filters, panel } = useAppliedFilters<ProblemListFilters>(fields, updateQuery);
  const list = useProblemList(query, filters);
  const { askToDelete } = rows;
  const columns = useRowActionColumns(problemColumns, problemPaths, askToDelete);

  return (
    <RecordListCard<ProblemRow>
      id="sd-problem"
      title={label}
      create={{ path: problemPaths.create, label: t('create_problem') }}
      filter={panel}
      alert={rows.alert}
      table={{ label, columns, list, errorArea: 'problem-table', query, onQueryChange: updateQuery }}
      deletion={rows.deletion}
    />
  );
}
