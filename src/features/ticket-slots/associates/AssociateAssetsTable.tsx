import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { AssetRow } from '../../../api/problemAssociates';
import type { AssociateScope } from '../../../api/ticketSlots';
import { dispatchTicketChanged } from '../../../host/ticketSignal';
import { AlertArea } from '../../../ui/AlertArea';
import { useAlert } from '../../../ui/alerts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Link } from '../../../ui/Link';
import { DataTable } from '../../../ui/table/DataTable';
import { useTableQuery } from '../../../ui/table/useTableQuery';
import { useAssociateAssets, useDetachTicketAsset } from '../hooks';
import { contractPath } from '../paths';

export interface AssociateAssetsTableProps {
  scope: AssociateScope;
  id: number;
  isArchive: boolean;
  /** Shows the detach action (tickets only, when the actions object allows it). */
  canDetach: boolean;
}

/** Assets of a ticket, user or organization: name, used by, managed by, contract, and detach for a ticket. */
export function AssociateAssetsTable({ scope, id, isArchive, canDetach }: AssociateAssetsTableProps) {
  const { t } = useTranslation();
  const [query, updateQuery] = useTableQuery({ sortField: 'name', ascending: true });
  const list = useAssociateAssets(scope, id, isArchive, query);
  const detach = useDetachTicketAsset(id);
  const { alert, showSuccess, showError, clear } = useAlert();
  const [toDetach, setToDetach] = useState<AssetRow | null>(null);
  const [detachingId, setDetachingId] = useState<number | null>(null);

  const columns = useMemo<ColumnDef<AssetRow, unknown>[]>(() => {
    const base: ColumnDef<AssetRow, unknown>[] = [
      {
        id: 'name',
        header: t('name'),
        meta: { sortField: 'name' },
        cell: ({ row }) => <span title={row.original.name}>{row.original.name}</span>,
      },
      { id: 'used_by', header: t('used_by'), cell: ({ row }) => row.original.used_by?.full_name || '--' },
      { id: 'managed_by', header: t('managed_by'), cell: ({ row }) => row.original.managed_by?.full_name || '--' },
      {
        id: 'contract',
        header: t('contract'),
        cell: ({ row }) => {
          const contract = row.original.contract;
          return contract ? <Link to={contractPath(contract.id)}>{contract.name}</Link> : '--';
        },
      },
    ];
    if (!canDetach) return base;
    return [
      ...base,
      {
        id: 'action',
        header: t('action'),
        meta: { className: 'text-nowrap' },
        cell: ({ row }) => (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            aria-label={`${t('detach')}: ${row.original.name}`}
            disabled={detachingId === row.original.id}
            onClick={() => {
              clear();
              setToDetach(row.original);
            }}
          >
            {t('detach')}
          </button>
        ),
      },
    ];
  }, [t, canDetach, detachingId, clear]);

  const confirmDetach = () => {
    if (!toDetach || detach.isPending) return;
    const asset = toDetach;
    setDetachingId(asset.id);
    detach.mutate(asset.id, {
      onSuccess: (message) => {
        showSuccess(message);
        dispatchTicketChanged(id);
      },
      onError: (error) => showError(error),
      onSettled: () => {
        setToDetach(null);
        setDetachingId(null);
      },
    });
  };

  return (
    <div>
      <AlertArea area="timeline" alert={alert} onDismiss={clear} />
      <DataTable<AssetRow>
        label={t('ts_associated_assets', { scope: t(`ts_scope_${scope}`) })}
        columns={columns}
        rows={list.data?.rows ?? []}
        total={list.data?.total ?? 0}
        query={query}
        onQueryChange={updateQuery}
        getRowId={(row) => String(row.id)}
        loading={list.isFetching}
        alert={
          list.isError ? <AlertArea area="dataTable" alert={{ kind: 'danger', text: list.error.message }} /> : undefined
        }
      />
      <ConfirmDialog
        show={toDetach !== null}
        busy={detach.isPending}
        title={t('ts_detach_asset')}
        confirmLabel={t('detach')}
        onConfirm={confirmDetach}
        onCancel={() => setToDetach(null)}
      />
    </div>
  );
}
