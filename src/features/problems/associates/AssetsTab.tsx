import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { AssetRow } from '../../../api/problemAssociates';
import { AlertArea } from '../../../ui/AlertArea';
import { useAlert } from '../../../ui/alerts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Link } from '../../../ui/Link';
import { DataTable } from '../../../ui/table/DataTable';
import { useTableQuery } from '../../../ui/table/useTableQuery';
import { useDetachAsset, useProblemAssets } from './hooks';

export interface AssetsTabProps {
  problemId: number;
  onChanged(): void;
}

export function contractPath(id: number): string {
  return `/service-desk/contracts/${id}/show`;
}

/** The assets attached to a problem: name, managed by, used by, contract, and a detach action. */
export default function AssetsTab({ problemId, onChanged }: AssetsTabProps) {
  const { t } = useTranslation();
  const [query, updateQuery] = useTableQuery({ sortField: 'name', ascending: true });
  const list = useProblemAssets(problemId, query);
  const detach = useDetachAsset(problemId);
  const { alert, showSuccess, showError, clear } = useAlert();
  const [toDetach, setToDetach] = useState<AssetRow | null>(null);
  // The asset whose detach is running: its button stays disabled until the call ends.
  const [detachingId, setDetachingId] = useState<number | null>(null);

  const columns = useMemo<ColumnDef<AssetRow, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('name'),
        meta: { sortField: 'name' },
        cell: ({ row }) => <span title={row.original.name}>{row.original.name}</span>,
      },
      { id: 'managed_by', header: t('managed_by'), cell: ({ row }) => row.original.managed_by?.full_name || '--' },
      { id: 'used_by', header: t('used_by'), cell: ({ row }) => row.original.used_by?.full_name || '--' },
      {
        id: 'contract',
        header: t('contract'),
        cell: ({ row }) => {
          const contract = row.original.contract;
          return contract ? <Link to={contractPath(contract.id)}>{contract.name}</Link> : '--';
        },
      },
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
    ],
    [t, detachingId, clear],
  );

  const confirmDetach = () => {
    if (!toDetach || detach.isPending) return;
    const asset = toDetach;
    setDetachingId(asset.id);
    detach.mutate(asset.id, {
      onSuccess: (message) => {
        showSuccess(message);
        onChanged();
      },
      onError: (error) => showError(error),
      onSettled: () => {
        setToDetach(null);
        setDetachingId(null);
      },
    });
  };

  return (
    <div className="sd-assets-tab">
      <AlertArea area="problemAssociates" alert={alert} onDismiss={clear} />
      <DataTable<AssetRow>
        label={t('associated_assets')}
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
        confirmLabel={t('detach')}
        onConfirm={confirmDetach}
        onCancel={() => setToDetach(null)}
      />
    </div>
  );
}
