import { useMemo, useState } from 'react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { Page } from '@/api/responses';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { DataTable } from '@/ui/table/DataTable';
import { useTableList } from '@/ui/table/useTableList';
import type { TableQuery } from '@/ui/table/useTableQuery';
import { column } from '@/ui/table/columns';

export interface DetachableTableProps<Row extends { id: number }, Key extends QueryKey> {
  label: string;
  /** Name of the alert area, e.g. 'detach-ticket'. */
  area: string;
  columns: ColumnDef<Row, unknown>[];
  /** The query of one page of associates, for the table's paging, sort and search. */
  listQuery(query: TableQuery): UseQueryOptions<Page<Row>, Error, Page<Row>, Key>;
  /** The table's first sort (newest first otherwise). */
  initialQuery?: Partial<TableQuery>;
  /** The row's name, for the detach button's accessible name. */
  rowName(row: Row): string;
  /** The row's key; by default its id. */
  rowKey?(row: Row): string;
  /** Detaching is disabled with this tooltip. */
  lockedHint?: string | null;
  /** Title of the 'are you sure' dialog (its default otherwise). */
  confirmTitle?: string;
  /** Detaches the row and resolves with the server's message; without it there is no action column. */
  detach?(row: Row): Promise<string>;
}

/**
 * A server-paged table of a record's associates with a detach action per row ('are you sure'
 * first). The server's message is shown above the table; a failed detach re-enables the button.
 */
export function DetachableTable<Row extends { id: number }, Key extends QueryKey>({
  label,
  area,
  columns,
  listQuery,
  initialQuery,
  rowName,
  rowKey,
  lockedHint,
  confirmTitle,
  detach,
}: DetachableTableProps<Row, Key>) {
  const { t } = useTranslation();
  const { alert, showSuccess, showError, clear } = useAlert();
  const table = useTableList(listQuery, initialQuery);
  const [toDetach, setToDetach] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);

  const allColumns = useMemo<ColumnDef<Row, unknown>[]>(
    () =>
      !detach
        ? columns
        : [
            ...columns,
            column(
              'action',
              t('action'),
              (row) => (
                <span title={lockedHint ?? undefined} className="d-inline-block">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    aria-label={`${t('detach')}: ${rowName(row)}`}
                    title={lockedHint ?? undefined}
                    disabled={Boolean(lockedHint) || (busy && toDetach === row)}
                    onClick={() => {
                      clear();
                      setToDetach(row);
                    }}
                  >
                    {t('detach')}
                  </button>
                </span>
              ),
              { className: 'text-nowrap' },
            ),
          ],
    [columns, detach, t, lockedHint, busy, toDetach, clear, rowName],
  );

  const confirm = async () => {
    if (!toDetach || !detach || busy) return;
    setBusy(true);
    try {
      showSuccess(await detach(toDetach));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
      setToDetach(null);
    }
  };

  return (
    <div>
      <AlertArea area={area} alert={alert} onDismiss={clear} />
      <DataTable<Row> label={label} columns={allColumns} errorArea="dataTable" {...table} getRowId={rowKey} />
      <ConfirmDialog
        show={toDetach !== null}
        busy={busy}
        title={confirmTitle}
        confirmLabel={t('detach')}
        onConfirm={() => void confirm()}
        onCancel={() => setToDetach(null)}
      />
    </div>
  );
}
