import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertArea } from '@/ui/AlertArea';
import type { AlertMessage } from '@/ui/alerts';
import { CreateLink, FilterToggle } from '@/ui/ListHeaderActions';
import { Loader } from '@/ui/Loader';
import { TitledCard } from '@/ui/TitledCard';
import { DataTable, type DataTableProps } from '@/ui/table/DataTable';
import type { FilterPanelProps } from './filters/FilterPanel';

/** The filter panel pulls in the date pickers: it loads when first opened. */
const FilterPanel = lazy(() => import(/* webpackChunkName: "filter-panel" */ './filters/FilterPanel'));

/**
 * The confirmation brings react-bootstrap's Modal: the list does not wait for it. It is fetched
 * when the pointer or focus reaches a delete button (or on the click itself).
 */
const loadConfirmDialog = () =>
  import(/* webpackChunkName: "confirm-dialog" */ '@/ui/ConfirmDialog').then((module) => ({
    default: module.ConfirmDialog,
  }));
export const preloadConfirmDialog = () => void loadConfirmDialog().catch(() => undefined);
const ConfirmDialog = lazy(loadConfirmDialog);

export interface RecordListCardProps<Row> {
  /** Prefix of the card's ids, e.g. 'sd-problem'. */
  id: string;
  title: string;
  create: { path: string; label: string };
  /** More header controls, before the filter button (the saved filters). */
  headerControls?: ReactNode;
  /** Without it the list has no filter button. */
  filter?: FilterPanelProps & { shownAtFirst?: boolean; activeCount: number };
  /** Shown above the filter panel (the saved filters' messages). */
  filterAlert?: ReactNode;
  /** The list's alert: the server's message after an action on a row. */
  alert: { area: string; message: AlertMessage | null; onDismiss(): void };
  table: DataTableProps<Row>;
  /**
   * The 'are you sure' of a row's deletion. It loads when a delete button is first reached, or
   * with the list when `loadAtOnce` (a list whose first screen does not count every byte). A list
   * without deletes has none. `message` says what else goes with the record.
   */
  deletion?: {
    shown: boolean;
    busy: boolean;
    onConfirm(): void;
    onCancel(): void;
    loadAtOnce?: boolean;
    message?: string;
  };
}

/**
 * A record list screen: title with the create link and a filter button, the filter panel (loaded
 * when first opened), the list's alert, the server-paged table, and the delete confirmation.
 */
export function RecordListCard<Row>({
  id,
  title,
  create,
  headerControls,
  filter,
  filterAlert,
  alert,
  table,
  deletion,
}: RecordListCardProps<Row>) {
  const { t } = useTranslation();
  const [showFilter, setShowFilter] = useState(filter?.shownAtFirst ?? false);
  // Once opened the dialog stays mounted, so it can play its closing transition.
  const [confirmUsed, setConfirmUsed] = useState(deletion?.loadAtOnce ?? false);
  if (deletion?.shown && !confirmUsed) setConfirmUsed(true);
  const panelId = `${id}-filter`;

  return (
    <TitledCard
      id={`${id}-list`}
      title={title}
      wrapHeader
      actions={
        <div className="d-flex flex-wrap align-items-center gap-2">
          {headerControls}
          {filter && (
            <FilterToggle
              shown={showFilter}
              onToggle={() => setShowFilter((shown) => !shown)}
              controls={panelId}
              activeCount={filter.activeCount}
            />
          )}
          <CreateLink to={create.path} label={create.label} />
        </div>
      }
      after={
        deletion &&
        (deletion.shown || confirmUsed) && (
          <Suspense fallback={null}>
            <ConfirmDialog
              show={deletion.shown}
              busy={deletion.busy}
              confirmLabel={t('delete')}
              message={deletion.message}
              onConfirm={deletion.onConfirm}
              onCancel={deletion.onCancel}
            />
          </Suspense>
        )
      }
    >
      {filterAlert}
      {filter && showFilter && (
        <div id={panelId} className="mb-3">
          <Suspense fallback={<Loader />}>
            <FilterPanel {...filter} onClose={() => setShowFilter(false)} />
          </Suspense>
        </div>
      )}
      <AlertArea area={alert.area} alert={alert.message} onDismiss={alert.onDismiss} />
      <DataTable<Row> listId={id} {...table} />
    </TitledCard>
  );
}
