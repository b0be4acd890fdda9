import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_PROBLEM_LIST_QUERY, type ProblemListFilters, type ProblemRow } from '@/api/problems';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { countActiveFilters } from '@/ui/filters/countActiveFilters';
import { toFilterParams } from '@/ui/filters/toFilterParams';
import type { FilterValues } from '@/ui/filters/types';
import { CreateLink, FilterToggle } from '@/ui/ListHeaderActions';
import { Loader } from '@/ui/Loader';
import { DataTable } from '@/ui/table/DataTable';
import { useTableQuery } from '@/ui/table/useTableQuery';
import { problemColumns } from '../components/problemColumns';
import { ProblemRowActions } from '../components/ProblemRowActions';
import { problemFilterFields } from '../filterFields';
import { useDeleteProblem, useProblemList } from '../hooks';
import { problemPaths } from '../paths';

/** The filter panel pulls in the date pickers: it loads when first opened. */
const FilterPanel = lazy(() => import(/* webpackChunkName: "filter-panel" */ '@/records/filters/FilterPanel'));

/**
 * The confirmation brings react-bootstrap's Modal: the list does not wait for it. It is fetched
 * when the pointer or focus reaches a delete button (or on the click itself).
 */
const loadConfirmDialog = () =>
  import(/* webpackChunkName: "confirm-dialog" */ '@/ui/ConfirmDialog').then((module) => ({
    default: module.ConfirmDialog,
  }));
const preloadConfirmDialog = () => void loadConfirmDialog().catch(() => undefined);
const ConfirmDialog = lazy(loadConfirmDialog);

const FILTER_PANEL_ID = 'sd-problem-filter';

export default function ProblemListScreen() {
  const { t } = useTranslation();
  const [query, updateQuery] = useTableQuery(FIRST_PROBLEM_LIST_QUERY);
  const [filterValues, setFilterValues] = useState<FilterValues>({});
  const [showFilter, setShowFilter] = useState(false);
  const [toDelete, setToDelete] = useState<ProblemRow | null>(null);
  const [confirmUsed, setConfirmUsed] = useState(false);
  const { alert, showSuccess, showError, clear } = useAlert();

  const filters = useMemo(() => toFilterParams(filterValues) as ProblemListFilters, [filterValues]);
  const list = useProblemList(query, filters);
  const deletion = useDeleteProblem();
  const fields = useMemo(() => problemFilterFields(t), [t]);
  const columns = useMemo(
    () =>
      problemColumns(t, (problem) => (
        <ProblemRowActions problem={problem} onDelete={setToDelete} onDeleteIntent={preloadConfirmDialog} />
      )),
    [t],
  );

  const applyFilters = (values: FilterValues) => {
    setFilterValues(values);
    updateQuery({ page: 1 });
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete.id, {
      onSuccess: (message) => showSuccess(message),
      onError: (error) => showError(error),
      onSettled: () => setToDelete(null),
    });
  };

  const activeFilters = countActiveFilters(filterValues);
  // Once opened the dialog stays mounted, so it can play its closing transition.
  if (toDelete !== null && !confirmUsed) setConfirmUsed(true);

  return (
    <section className="card m-3" aria-labelledby="sd-problem-list-title">
      <div className="card-header d-flex align-items-center justify-content-between gap-2">
        <h1 id="sd-problem-list-title" className="h4 mb-0">
          {t('list_of_problems')}
        </h1>
        <div className="d-flex gap-2">
          <FilterToggle
            shown={showFilter}
            onToggle={() => setShowFilter((shown) => !shown)}
            controls={FILTER_PANEL_ID}
            activeCount={activeFilters}
          />
          <CreateLink to={problemPaths.create} label={t('create_problem')} />
        </div>
      </div>
      <div className="card-body">
        {showFilter && (
          <div id={FILTER_PANEL_ID} className="mb-3">
            <Suspense fallback={<Loader />}>
              <FilterPanel
                fields={fields}
                applied={filterValues}
                onApply={applyFilters}
                onReset={() => applyFilters({})}
              />
            </Suspense>
          </div>
        )}
        <AlertArea area="problem-list" alert={alert} onDismiss={clear} />
        <DataTable<ProblemRow>
          label={t('list_of_problems')}
          columns={columns}
          list={list}
          errorArea="problem-table"
          query={query}
          onQueryChange={updateQuery}
        />
      </div>
      {(toDelete !== null || confirmUsed) && (
        <Suspense fallback={null}>
          <ConfirmDialog
            show={toDelete !== null}
            busy={deletion.isPending}
            confirmLabel={t('delete')}
            onConfirm={confirmDelete}
            onCancel={() => setToDelete(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
