import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeFilterMutations, changeFilterQueries } from '@/api/change-filters';
import { changeMutations, changeQueries, type ChangeListFilters, type ChangeRow } from '@/api/changes';
import { usePluginContext } from '@/host/PluginContext';
import { positiveInt } from '@/records/addressNumbers';
import { RecordListCard } from '@/records/RecordListCard';
import { useRowActionColumns } from '@/records/useRowActionColumns';
import { useListDeletion } from '@/records/useListDeletion';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { countActiveFilters } from '@/ui/filters/countActiveFilters';
import { toFilterParams } from '@/ui/filters/toFilterParams';
import type { FilterValues } from '@/ui/filters/types';
import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { useTableQuery } from '@/ui/table/useTableQuery';
import { changeColumns } from '../list/changeColumns';
import { changeListPath, savedFilterPath } from '../list/changeListPaths';
import { changeFilterFields } from '../list/filterFields';
import type { NewSavedFilter } from '../list/SaveFilterDialog';
import { SavedFilterActions } from '../list/SavedFilterActions';
import { SavedFilterSelect } from '../list/SavedFilterSelect';
import { fromSavedFilter, toSavedFields } from '../list/savedFilterValues';
import { changePaths } from '../paths';

/** A change row allows edit and delete unless its flag says it does not. */
const setUnlessFalse = (flag: boolean | undefined) => flag !== false;

const NO_FILTERS: FilterValues = {};

/** /service-desk/changes, /service-desk/changes/list and /service-desk/changes/filter/:filterId. */
export default function ChangeListScreen({ params }: ScreenProps) {
  const filterId = positiveInt(params.filterId);
  if (params.filterId !== undefined && filterId === undefined) return <NotFound />;
  return <ChangeList key={filterId ?? 'all'} filterId={filterId} />;
}

function ChangeList({ filterId }: { filterId: number | undefined }) {
  const { t } = useTranslation();
  const label = t('list_of_changes');
  const { http, navigate } = usePluginContext();
  const [query, updateQuery] = useTableQuery({ sortField: 'id' });
  // null while a saved filter is shown as saved: then the list is asked for it by filter_id alone.
  const [edited, setEdited] = useState<FilterValues | null>(null);
  const rows = useListDeletion<ChangeRow>('change-list', useMutation(changeMutations.remove(http)));
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
  const saveFilter = useMutation(changeFilterMutations.save(http));
  const deleteFilter = useMutation(changeFilterMutations.remove(http));
  const { askToDelete } = rows;
  const columns = useRowActionColumns(changeColumns, changePaths, askToDelete, setUnlessFalse);

  const applyFilters = (values: FilterValues) => {
    setEdited(values);
    updateQuery({ page: 1 });
  };

  const resetFilters = () => {
    filterAlert.clear();
    if (filterId !== undefined) navigate(changeListPath);
    else applyFilters({});
  };

  const saveAs = async (details: NewSavedFilter, draft: FilterValues) => {
    const result = await saveFilter.mutateAsync({ ...details, fields: toSavedFields(draft) });
    filterAlert.showSuccess(result.message);
    if (result.id !== undefined) navigate(savedFilterPath(result.id));
  };

  const update = (draft: FilterValues) => {
    if (!savedFilter.data) return;
    // The save replaces the whole filter: its icon and sharing go with it unchanged.
    const { id, name, icon_class, departments, agents } = savedFilter.data;
    saveFilter.mutate(
      { id, name, icon_class, departments, agents, fields: toSavedFields(draft) },
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

  return (
    <RecordListCard<ChangeRow>
      id="sd-change"
      title={savedFilter.data ? `${label}: ${savedFilter.data.name}` : label}
      create={{ path: changePaths.create, label: t('create_change') }}
      headerControls={
        (savedFilters.data?.length ?? 0) > 0 && (
          <SavedFilterSelect
            filters={savedFilters.data ?? []}
            currentId={filterId}
            onChoose={(id) => navigate(id === undefined ? changeListPath : savedFilterPath(id))}
          />
        )
      }
      filter={{
        fields,
        applied: filterValues,
        onApply: applyFilters,
        onReset: resetFilters,
        renderActions: (draft) => (
          <SavedFilterActions
            filter={savedFilter.data}
            busy={saveFilter.isPending || deleteFilter.isPending}
            onSave={(details) => saveAs(details, draft)}
            onUpdate={() => update(draft)}
            onDelete={remove}
          />
        ),
        shownAtFirst: filterId !== undefined,
        activeCount: countActiveFilters(filterValues),
      }}
      filterAlert={<AlertArea area="change-filter" alert={filterAlert.alert} onDismiss={filterAlert.clear} />}
      alert={rows.alert}
      table={{ label, columns, list, errorArea: 'change-table', query, onQueryChange: updateQuery }}
      deletion={{ ...rows.deletion, loadAtOnce: true }}
    />
  );
}
