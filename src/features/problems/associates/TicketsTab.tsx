import { useCallback, useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { ticketMutations, ticketQueries, type TicketRow } from '@/api/tickets';
import { useHttp } from '@/host/PluginContext';
import { ticketColumns } from '@/records/tickets/ticketColumns';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { DataTable } from '@/ui/table/DataTable';
import { SelectionProvider, selectionColumn, useRowSelection } from '@/ui/table/selection';
import { useTableList } from '@/ui/table/useTableList';
import { BULK_ACTION_LABEL_KEYS, BULK_ACTION_TYPES, BulkActionDialog, type BulkActionType } from './BulkActionDialog';
import { column } from '@/ui/table/columns';

export interface TicketsTabProps {
  problemId: number;
  /** Whether the user may detach tickets (else there is no action column). */
  canDetach: boolean;
  /** Whether the user may run bulk actions on the tickets (else rows cannot be selected). */
  canBulk: boolean;
  onChanged(): void;
}

const ticketId = (row: TicketRow) => row.id;

/** Agent's name, else the team's, else '--'. */
export function assignedName(row: TicketRow): string {
  return row.assignedTo?.full_name || row.assignedTeam?.name || '--';
}

/**
 * The tickets linked to a problem: id, ticket number, subject, assigned to, detach; rows can be
 * chosen for a bulk action (change status, change priority, assign, reply).
 */
export default function TicketsTab({ problemId, canDetach, canBulk, onChanged }: TicketsTabProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const table = useTableList((query) => ticketQueries.ofProblem(http, problemId, query), { sortField: 'id' });
  const { list } = table;
  const detach = useMutation(ticketMutations.detachFromProblem(http, problemId));
  const { alert, showSuccess, showError, clear } = useAlert();
  const [toDetach, setToDetach] = useState<TicketRow | null>(null);
  const [bulkType, setBulkType] = useState<BulkActionType | null>(null);
  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);

  const selectLabel = useCallback((row: TicketRow) => t('select_item', { name: row.ticket_number }), [t]);
  const {
    selected,
    clear: clearSelection,
    remove: unselect,
    value: selection,
  } = useRowSelection<TicketRow>({
    rows,
    getId: ticketId,
    getLabel: selectLabel,
    pageLabel: t('select_all_tickets'),
  });

  const columns = useMemo<ColumnDef<TicketRow, unknown>[]>(() => {
    const columns = ticketColumns(t, t('assignedTo'), assignedName);
    const detachColumn: ColumnDef<TicketRow, unknown> = column(
      'action',
      t('action'),
      (row) => (
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          aria-label={`${t('detach')}: ${row.ticket_number}`}
          onClick={() => {
            clear();
            setToDetach(row);
          }}
        >
          {t('detach')}
        </button>
      ),
      { className: 'text-nowrap' },
    );
    return [...(canBulk ? [selectionColumn<TicketRow>()] : []), ...columns, ...(canDetach ? [detachColumn] : [])];
  }, [t, clear, canBulk, canDetach]);

  const confirmDetach = () => {
    if (!toDetach || detach.isPending) return;
    const ticket = toDetach;
    detach.mutate(ticket.id, {
      onSuccess: (message) => {
        unselect(ticket.id);
        showSuccess(message);
        onChanged();
      },
      onError: (error) => showError(error),
      onSettled: () => setToDetach(null),
    });
  };

  return (
    <div className="sd-tickets-tab">
      <AlertArea area="problemAssociates" alert={alert} onDismiss={clear} />
      {canBulk && selected.size > 0 && (
        <div className="d-flex align-items-center gap-2 mb-2">
          <Dropdown>
            <Dropdown.Toggle size="sm" variant="outline-primary" id={`sd-problem-${problemId}-bulk-actions`}>
              {t('bulk_actions')}
            </Dropdown.Toggle>
            <Dropdown.Menu>
              {BULK_ACTION_TYPES.map((type) => (
                <Dropdown.Item
                  as="button"
                  type="button"
                  key={type}
                  onClick={() => {
                    clear();
                    setBulkType(type);
                  }}
                >
                  {t(BULK_ACTION_LABEL_KEYS[type])}
                </Dropdown.Item>
              ))}
            </Dropdown.Menu>
          </Dropdown>
          <span className="text-secondary small">{t('selected_count', { count: selected.size })}</span>
        </div>
      )}
      <SelectionProvider value={selection}>
        <DataTable<TicketRow> label={t('associated_tickets')} columns={columns} errorArea="dataTable" {...table} />
      </SelectionProvider>
      <ConfirmDialog
        show={toDetach !== null}
        busy={detach.isPending}
        confirmLabel={t('detach')}
        onConfirm={confirmDetach}
        onCancel={() => setToDetach(null)}
      />
      {bulkType && (
        <BulkActionDialog
          problemId={problemId}
          type={bulkType}
          ticketIds={[...selected]}
          onClose={() => setBulkType(null)}
          onDone={(message) => {
            setBulkType(null);
            clearSelection();
            showSuccess(message);
            onChanged();
          }}
        />
      )}
    </div>
  );
}
