import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { assetColumns } from '../../../ui/table/assetColumns';
import { DetachableTable } from '../../../ui/table/DetachableTable';
import { useTableQuery } from '../../../ui/table/useTableQuery';
import { useDetachAsset, useProblemAssets } from './hooks';

export interface AssetsTabProps {
  problemId: number;
  onChanged(): void;
}

/** The assets attached to a problem: name, managed by, used by, contract, and a detach action. */
export default function AssetsTab({ problemId, onChanged }: AssetsTabProps) {
  const { t } = useTranslation();
  const [query, updateQuery] = useTableQuery({ sortField: 'name', ascending: true });
  const list = useProblemAssets(problemId, query);
  const detach = useDetachAsset(problemId);
  const columns = useMemo(() => assetColumns(t, ['managed_by', 'used_by']), [t]);

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
      detach={(row) => detachAsset(row.id)}
    />
  );
}
