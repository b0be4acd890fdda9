import { assetPaths } from '@/features/assets';
import { useMemo } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assetMutations, assetQueries } from '@/api/assets';
import { problemOwner } from '@/api/owners';
import { useHttp } from '@/host/PluginContext';
import { assetColumns } from '@/records/assets/assetColumns';
import { DetachableTable } from '@/records/associations/DetachableTable';
import { useTableQuery } from '@/ui/table/useTableQuery';

export interface AssetsTabProps {
  problemId: number;
  /** Whether the user may detach assets (else the table has no action column). */
  canDetach: boolean;
  onChanged(): void;
}

/** The assets attached to a problem: name, managed by, used by, contract, and a detach action. */
export default function AssetsTab({ problemId, canDetach, onChanged }: AssetsTabProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const owner = problemOwner(problemId);
  const [query, updateQuery] = useTableQuery({ sortField: 'name', ascending: true });
  const list = useQuery(assetQueries.attachedTo(http, owner, query));
  const detach = useMutation(assetMutations.detach(http, owner));
  const columns = useMemo(() => assetColumns(t, ['managed_by', 'used_by'], assetPaths.show), [t]);

  const detachAsset = async (assetId: number) => {
    const message = await detach.mutateAsync(assetId);
    onChanged();
    return message;
  };

  return (
    <DetachableTable
      label={t('associated_assets')}
      area="problemAssociates"
      columns={columns}
      list={list}
      query={query}
      onQueryChange={updateQuery}
      rowName={(row) => row.name}
      detach={canDetach ? (row) => detachAsset(row.id) : undefined}
    />
  );
}
