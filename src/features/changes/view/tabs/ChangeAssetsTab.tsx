import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { assetColumns } from '../../../../ui/table/assetColumns';
import { DetachableTable } from '../../../../ui/table/DetachableTable';
import { useTableQuery } from '../../../../ui/table/useTableQuery';
import { useChangeAssets, useDetachChangeAsset } from '../hooks';

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
  const columns = useMemo(() => assetColumns(t, ['managed_by', 'used_by']), [t]);
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
