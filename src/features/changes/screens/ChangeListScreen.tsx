import { lazy, Suspense, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeFilterMutations, changeFilterQueries } from '@/api/change-filters';
import { changeMutations, changeQueries, type ChangeListFilters, type ChangeRow } from '@/api/changes';
import { usePluginContext } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { countActiveFilters } from '@/ui/filters/countActiveFilters';
import { toFilterParams } from '@/ui/filters/toFilterParams';
import type { FilterValues } from '@/ui/filters/types';
import { CreateLink, FilterToggle } from '@/ui/ListHeaderActions';
import { Loader } from '@/ui/Loader';
import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { DataTable } from '@/ui/table/DataTable';
import { useTableQuery } from '@/ui/table/useTableQuery';
import { changeColumns } from '../list/changeColumns';
import { changeListPath, savedFilterPath } from '../list/changeListPaths';
import { ChangeRowActions } from '../list/ChangeRowActions';
import { changeFilterFields } from '../list/filterFields';
import { SavedFilterActions } from '../list/SavedFilterActions';
import { SavedFilterSelect } from '../list/SavedFilterSelect';
import { fromSavedFilter, toSavedFields } from '../list/savedFilterValues';
import { changePaths } from '../paths';

/** The filter panel pulls in the date pickers: it loads when first opened. */
const FilterPanel = lazy(() => import(/* webpackChunkName: "filter-panel" */ '@/records/filters/FilterPanel'));

const FILTER_PANEL_ID = 'sd-change-filter';
const NO_FILTERS: FilterValues = {};

function positiveInt(value: string | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

/** /service-desk/changes, /service-desk/changes/list and /service-desk/changes/filter/:filterId. */
export default function ChangeListScreen({ params }: ScreenProps) {
  const filterId = positiveInt(params.filterId);
  if (params.filterId !== undefined && filterId === undefined) return <NotFound />;
  return <ChangeList key={filterId ?? 'all'} filterId={filterId} />;
}

function ChangeList({ filterId }: { filterId: number | undefined }) {
  const { t } = useTranslation();
  const { http, navigate } = usePluginContext();
  const [query, updateQuery] = useTableQuery({ sortField: 'id' });
  // null while a saved filter is shown as saved: then the list is asked for it by filter_id alone.
  const [edited, setEdited] = useState<FilterValues | null>(null);
  const [showFilter, setShowFilter] = useState(filterId !== undefined);
  const [toDelete, setToDelete] = useState<ChangeRow | null>(null);
  const { alert, showSuccess, showError, clear } = useAlert();
  const filterAlert = useAlert();

  const customFields = useQuery(changeQueries.customFields(http));
  const savedFilters = useQuery(changeFilterQueries.list(http));
  const savedFilter = useQuery({ ...changeFilterQueries.detail(http, filterId ?? 0), enabled: filterId !== undefined });
  const fields = useMemo(() => changeFilterFields(t, customFields.data ?? []), [t, customFields.data]);
  const savedValues = useMemo(
    () => (savedFilter.data ? fromSavedFilter(savedFilter.data, fields) : NO_FILTERS),
    [savedFilter.data, fields],
  );
  const filterValues = edited ?? savedValues;
  const usesSavedFilter = filterId !== undefined && edited === null;
  const filters = useMemo(
    () => (usesSavedFilter ? {} : (toFilterParams(filterValues) as ChangeListFilters)),
    [usesSavedFilter, filterValues],
  );

  const list = useQuery(changeQueries.list(http, query, filters, usesSavedFilter ? filterId : undefined));
  const deletion = useMutation(changeMutations.remove(http));
  const saveFilter = useMutation(changeFilterMutations.save(http));
  const deleteFilter = useMutation(changeFilterMutations.remove(http));
  const columns = useMemo(
    () => changeColumns(t, (change) => <ChangeRowActions change={change} onDelete={setToDelete} />),
    [t],
  );

  const applyFilters = (values: FilterValues) => {
    setEdited(values);
    updateQuery({ page: 1 });
  };

  const resetFilters = () => {
    filterAlert.clear();
    if (filterId !== undefined) navigate(changeListPath);
    else applyFilters({});
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete.id, {
      onSuccess: (message) => showSuccess(message),
      onError: (error) => showError(error),
      onSettled: () => setToDelete(null),
    });
  };

  const saveAs = async (name: string, draft: FilterValues) => {
    const result = await saveFilter.mutateAsync({ name, fields: toSavedFields(draft) });
    filterAlert.showSuccess(result.message);
    if (result.id !== undefined) navigate(savedFilterPath(result.id));
  };

  const update = (draft: FilterValues) => {
    if (!savedFilter.data) return;
    saveFilter.mutate(
      { id: savedFilter.data.id, name: savedFilter.data.name, fields: toSavedFields(draft) },
      {
        onSuccess: (result) => {
          filterAlert.showSuccess(result.message);
          setEdited(null);
        },
        onError: (error) => filterAlert.showError(error),
      },
    );
  };

  const remove = () => {
    if (!savedFilter.data) return;
    deleteFilter.mutate(savedFilter.data.id, {
      onSuccess: (message) => {
        filterAlert.showSuccess(message);
        navigate(changeListPath);
      },
      onError: (error) => filterAlert.showError(error),
    });
  };

  const activeFilters = countActiveFilters(filterValues);

  return (
    <section className="card m-3" aria-labelledby="sd-change-list-title">
      <div className="card-header d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h1 id="sd-change-list-title" className="h4 mb-0">
          {savedFilter.data ? `${t('list_of_changes')}: ${savedFilter.data.name}` : t('list_of_changes')}
        </h1>
        <div className="d-flex flex-wrap align-items-center gap-2">
          {(savedFilters.data?.length ?? 0) > 0 && (
            <SavedFilterSelect
              filters={savedFilters.data ?? []}
              currentId={filterId}
              onChoose={(id) => navigate(id === undefined ? changeListPath : savedFilterPath(id))}
            />
          )}
          <FilterToggle
            shown={showFilter}
            onToggle={() => setShowFilter((shown) => !shown)}
            controls={FILTER_PANEL_ID}
            activeCount={activeFilters}
          />
          <CreateLink to={changePaths.create} label={t('create_change')} />
        </div>
      </div>
      <div className="card-body">
        <AlertArea area="change-filter" alert={filterAlert.alert} onDismiss={filterAlert.clear} />
        {showFilter && (
          <div id={FILTER_PANEL_ID} className="mb-3">
            <Suspense fallback={<Loader />}>
              <FilterPanel
                fields={fields}
                applied={filterValues}
                onApply={applyFilters}
                onReset={resetFilters}
                renderActions={(draft) => (
                  <SavedFilterActions
                    filter={savedFilter.data}
                    busy={saveFilter.isPending || deleteFilter.isPending}
                    onSave={(name) => saveAs(name, draft)}
                    onUpdate={() => update(draft)}
                    onDelete={remove}
                  />
                )}
              />
            </Suspense>
          </div>
        )}
        <AlertArea area="change-list" alert={alert} onDismiss={clear} />
        <DataTable<ChangeRow>
          label={t('list_of_changes')}
          columns={columns}
          list={list}
          errorArea="change-table"
          query={query}
          onQueryChange={updateQuery}
        />
      </div>
      <ConfirmDialog
        show={toDelete !== null}
        busy={deletion.isPending}
        confirmLabel={t('delete')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
