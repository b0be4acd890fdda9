import { useTranslation } from 'react-i18next';
import { FIRST_PROBLEM_LIST_QUERY, type ProblemListFilters, type ProblemRow } from '@/api/problems';
import { FilteredRecordList } from '@/records/FilteredRecordList';
import { problemColumns } from '../components/problemColumns';
import { problemFilterFields } from '../filterFields';
import { useDeleteProblem, useProblemList } from '../hooks';
import { problemPaths } from '../paths';

export default function ProblemListScreen() {
  const { t } = useTranslation();
  return (
    <FilteredRecordList<ProblemRow, ProblemListFilters>
      name="problem"
      title={t('list_of_problems')}
      create={{ path: problemPaths.create, label: t('create_problem') }}
      firstQuery={FIRST_PROBLEM_LIST_QUERY}
      filterFields={problemFilterFields}
      columns={problemColumns}
      paths={problemPaths}
      useList={useProblemList}
      remove={useDeleteProblem()}
    />
  );
}
