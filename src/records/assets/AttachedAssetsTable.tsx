import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assetMutations, assetQueries, type AttachOwner } from '@/api/assets';
import { useHttp } from '@/host/PluginContext';
import { BY_NAME } from '@/ui/table/useTableQuery';
import { DetachableTable } from '../associations/DetachableTable';
import { assetColumns } from './assetColumns';

export interface AttachedAssetsTableProps {
  /** The record the assets are attached to. */
  owner: AttachOwner;
  /** Name of the alert area of the detach's messages. */
  area: string;
  /** The address of an asset's page. */
  assetPath(id: number): string;
  /** Detaching is disabled with this tooltip. */
  lockedHint?: string | null;
  /** Given when the user may detach: runs after a detach succeeded. Without it there is no action column. */
  onDetached?(): void;
}

/** The assets attached to a problem or a change: name, managed by, used by, contract, and a detach action. */
export function AttachedAssetsTable({ owner, area, assetPath, lockedHint, onDetached }: AttachedAssetsTableProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const detach = useMutation(assetMutations.detach(http, owner));
  const columns = useMemo(() => assetColumns(t, ['managed_by', 'used_by'], assetPath), [t, assetPath]);

  const detachAsset = async (assetId: number) => {
    const message = await detach.mutateAsync(assetId);
    onDetached?.();
    return message;
  };

  return (
    <DetachableTable
      label={t('associated_assets')}
      area={area}
      columns={columns}
      listQuery={(query) => assetQueries.attachedTo(http, owner, query)}
      initialQuery={BY_NAME}
      rowName={(row) => row.name}
      lockedHint={lockedHint}
      detach={onDetached ? (row) => detachAsset(row.id) : undefined}
    />
  );
}
