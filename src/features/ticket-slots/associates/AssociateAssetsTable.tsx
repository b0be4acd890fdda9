import { assetPaths } from '@/features/assets';
import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assetMutations, assetQueries } from '@/api/assets';
import { ticketOwner } from '@/api/owners';
import { useHttp } from '@/host/PluginContext';
import { dispatchTicketChanged } from '@/host/ticketSignal';
import { assetColumns } from '@/records/assets/assetColumns';
import { BY_NAME } from '@/ui/table/useTableQuery';
import { DetachableTable } from '@/records/associations/DetachableTable';
import { associatesOwner, type AssociateScope } from './associatesOwner';

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
  const http = useHttp();
  const detach = useMutation(assetMutations.detach(http, ticketOwner(id)));
  const columns = useMemo(() => assetColumns(t, ['used_by', 'managed_by'], assetPaths.show), [t]);

  const detachAsset = async (assetId: number) => {
    const message = await detach.mutateAsync(assetId);
    dispatchTicketChanged(id);
    return message;
  };

  return (
    <DetachableTable
      label={t('ts_associated_assets', { scope: t(`ts_scope_${scope}`) })}
      area="timeline"
      columns={columns}
      listQuery={(query) => assetQueries.attachedTo(http, associatesOwner(scope, id), query, { archived: isArchive })}
      initialQuery={BY_NAME}
      rowName={(row) => row.name}
      confirmTitle={t('ts_detach_asset')}
      detach={canDetach ? (row) => detachAsset(row.id) : undefined}
    />
  );
}
