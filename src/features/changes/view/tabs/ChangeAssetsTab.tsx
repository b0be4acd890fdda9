import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { AssetRow } from '../../../../api/problemAssociates';
import { Link } from '../../../../ui/Link';
import { useTableQuery } from '../../../../ui/table/useTableQuery';
import { useChangeAssets, useDetachChangeAsset } from '../hooks';
import { DetachableTable } from './DetachableTable';

export interface ChangeTabProps {
  changeId: number;
  /** Detach is disabled with this tooltip (the change's details cannot be updated). */
  lockedHint: string | null;
}

/** The change's assets: name, managed by, used by, contract, detach. */
export default function ChangeAssetsTab({ changeId, lockedHint }: ChangeTabProps) {
  const { t } = useTranslation();
  const [query, updateQuery] = useTableQuery({ sortField: 'name', ascending: true });
  const list = useChangeAssets(changeId, query);
  const detach = useDetachChangeAsset(changeId);
  const columns = useMemo<ColumnDef<AssetRow, unknown>[]>(
    () => [
      { id: 'name', header: t('name'), meta: { sortField: 'name' }, cell: ({ row }) => row.original.name },
      { id: 'managed_by', header: t('managed_by'), cell: ({ row }) => row.original.managed_by?.full_name || '--' },
      { id: 'used_by', header: t('used_by'), cell: ({ row }) => row.original.used_by?.full_name || '--' },
      {
        id: 'contract',
        header: t('contract'),
        cell: ({ row }) => {
          const contract = row.original.contract;
          return contract ? <Link to={`/service-desk/contracts/${contract.id}/show`}>{contract.name}</Link> : '--';
        },
      },
    ],
    [t],
  );
  return (
    <DetachableTable
      label={t('associated_assets')}
      area="change-view"
      columns={columns}
      list={list}
      query={query}
      onQueryChange={updateQuery}
      rowName={(row) => row.name}
      lockedHint={lockedHint}
      detach={(row) => detach.mutateAsync(row.id)}
    />
  );
}
