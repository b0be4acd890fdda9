import { assetPaths, ChangeImpactButton } from '@/features/assets';
import { useMemo } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assetMutations, assetQueries } from '@/api/assets';
import { changeOwner } from '@/api/owners';
import { useHttp } from '@/host/PluginContext';
import { assetColumns } from '@/records/assets/assetColumns';
import { DetachableTable } from '@/records/associations/DetachableTable';
import { useTableQuery } from '@/ui/table/useTableQuery';

export interface ChangeTabProps {
  changeId: number;
  /** Detach is disabled with this tooltip (the change's details cannot be updated). */
  lockedHint: string | null;
  /** Whether the user may change what the tab lists (detach, edit); else it is read-only. */
  canAct: boolean;
  /** Refreshes the change after something of it changed. */
  onChanged(): void;
}

/** The change's assets: name, managed by, used by, contract, detach. */
export default function ChangeAssetsTab({ changeId, lockedHint, canAct, onChanged }: ChangeTabProps) {
  const { t } = useTranslation();
  const [query, updateQuery] = useTableQuery({ sortField: 'name', ascending: true });
  const http = useHttp();
  const owner = changeOwner(changeId);
  const list = useQuery(assetQueries.attachedTo(http, owner, query));
  const detach = useMutation(assetMutations.detach(http, owner));
  const columns = useMemo(() => assetColumns(t, ['managed_by', 'used_by'], assetPaths.show), [t]);
  return (
    <>
      <ChangeImpactButton changeId={changeId} />
      <DetachableTable
        label={t('associated_assets')}
        area="change-view"
        columns={columns}
        list={list}
        query={query}
        onQueryChange={updateQuery}
        rowName={(row) => row.name}
        lockedHint={lockedHint}
        detach={canAct ? (row) => detach.mutateAsync(row.id, { onSuccess: onChanged }) : undefined}
      />
    </>
  );
}
