import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { assetQueries, type AssetRow } from '@/api/assets';
import type { Option } from '@/api/dependencies';
import type { ParamValue } from '@/api/params';
import { useHttp } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { DIALOG_WIDTH, LIMITS } from '@/ui/constants';
import { ActionDialog } from '@/ui/ActionDialog';
import { DataTable } from '@/ui/table/DataTable';
import { SelectionProvider, selectionColumn, useRowSelection } from '@/ui/table/selection';
import { useTableList } from '@/ui/table/useTableList';
import { BY_NAME } from '@/ui/table/useTableQuery';
import { AsyncMultiSelect } from '../lookups/AsyncMultiSelect';
import { column, sortedColumn } from '@/ui/table/columns';

/** The alert of a submit with nothing chosen, word for word from the specification. */
export const SELECT_ASSETS_MESSAGE = 'Please select assets.';

/** Height of the scrolling asset list, from the specification. */
const LIST_MAX_HEIGHT = 300;

export interface AttachAssetsDialogProps {
  show: boolean;
  onClose(): void;
  title?: ReactNode;
  /** What narrows the list to the assets that can still be attached, e.g. { problem_id: 4 } or { ticket_id: 9 }. */
  listParams: Record<string, ParamValue>;
  /** Attaches the chosen assets and resolves with the server's message; a rejection keeps the dialog open. */
  onSubmit(assetIds: number[]): Promise<string>;
  /** Called with the server's message after a successful submit. */
  onSuccess?(message: string): void;
}

/** The chosen options of each filter, by its list parameter. */
type FilterState = Record<string, Option[]>;

const assetId = (row: AssetRow) => row.id;

/**
 * The 950 px attach-assets dialog shared by problems, changes and tickets: filters, a selectable
 * server-paged list of the assets not yet attached, and a submit that needs at least one asset.
 * Each opening starts afresh (no filter, nothing chosen).
 */
export function AttachAssetsDialog(props: AttachAssetsDialogProps) {
  const [session, setSession] = useState(0);
  const [wasShown, setWasShown] = useState(props.show);
  if (props.show !== wasShown) {
    setWasShown(props.show);
    if (props.show) setSession((count) => count + 1);
  }
  return <AttachAssetsSession key={session} {...props} />;
}

function AttachAssetsSession({ show, onClose, title, listParams, onSubmit, onSuccess }: AttachAssetsDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const baseId = useId();
  const [filters, setFilters] = useState<FilterState>({});
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);
  const { alert, showError, clear, showSuccess } = useAlert();
  const [localAlert, setLocalAlert] = useState<string | null>(null);

  // The filters come from module-filter-structure/asset; when it fails the list has none.
  const structure = useQuery({ ...assetQueries.filterStructure(http), enabled: show });
  const filterFields = structure.data ?? [];

  const filterIds = useMemo(() => {
    const ids: Record<string, number[]> = {};
    for (const [name, chosen] of Object.entries(filters)) {
      if (chosen.length > 0) ids[name] = chosen.map((option) => option.id);
    }
    return ids;
  }, [filters]);

  const table = useTableList(
    (query) => ({ ...assetQueries.list(http, listParams, filterIds, query), enabled: show }),
    BY_NAME,
  );
  const { list } = table;
  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);

  const selectLabel = useCallback((row: AssetRow) => t('select_item', { name: row.name }), [t]);
  const {
    selected,
    clear: clearSelection,
    value: selection,
  } = useRowSelection<AssetRow>({
    rows,
    getId: assetId,
    getLabel: selectLabel,
    pageLabel: t('select_all_assets'),
  });

  const columns = useMemo<ColumnDef<AssetRow, unknown>[]>(
    () => [
      selectionColumn<AssetRow>(),
      sortedColumn('name', t('name'), (row) => <span title={row.name}>{row.name}</span>),
      column('managed_by', t('managed_by'), (row) => row.managed_by?.full_name || '--'),
      column('used_by', t('used_by'), (row) => row.used_by?.full_name || '--'),
      column('contract', t('contract'), (row) => row.contract?.name || '--'),
    ],
    [t],
  );

  const submit = async () => {
    if (busy || submitting.current) return;
    clear();
    if (selected.size === 0) {
      setLocalAlert(SELECT_ASSETS_MESSAGE);
      return;
    }
    setLocalAlert(null);
    submitting.current = true;
    setBusy(true);
    try {
      const message = await onSubmit([...selected]);
      clearSelection();
      if (onSuccess) onSuccess(message);
      else showSuccess(message);
    } catch (error) {
      showError(error);
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return (
    <ActionDialog
      show={show}
      width={DIALOG_WIDTH.attachAssets}
      title={title ?? t('attach_assets')}
      onClose={onClose}
      busy={busy}
      submitLabel={t('submit')}
      onSubmit={() => void submit()}
      footerStart={
        <span className="me-auto text-secondary small" aria-live="polite">
          {t('selected_count', { count: selected.size })}
        </span>
      }
    >
      <AlertArea
        area="attach-dialog"
        alert={localAlert ? { kind: 'danger', text: localAlert } : alert}
        onDismiss={() => {
          setLocalAlert(null);
          clear();
        }}
      />
      <div className="row row-cols-1 row-cols-md-4 g-2 mb-3" role="group" aria-label={t('filter')}>
        {filterFields.map((field) => (
          <div className="col" key={field.key}>
            <AsyncMultiSelect
              id={`${baseId}-${field.key}`}
              label={field.label}
              dependency={field.dependency}
              labelMaxLength={LIMITS.attachFilterSelectLabel}
              value={filters[field.key] ?? []}
              onChange={(value) => {
                setFilters((current) => ({ ...current, [field.key]: value }));
                table.onQueryChange({ page: 1 });
              }}
            />
          </div>
        ))}
      </div>
      <div style={{ maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto' }}>
        <SelectionProvider value={selection}>
          <DataTable<AssetRow> label={t('assets_to_attach')} columns={columns} errorArea="dataTableModal" {...table} />
        </SelectionProvider>
      </div>
    </ActionDialog>
  );
}
