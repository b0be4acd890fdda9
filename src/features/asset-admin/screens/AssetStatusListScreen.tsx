import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { assetStatusMutations, assetStatusQueries, type AssetStatus } from '@/api/asset-statuses';
import { dateColumns } from '@/records/reference/dateColumns';
import { ReferenceList } from '@/records/reference/ReferenceList';
import { assetStatusPaths } from '../paths';
import { sortedColumn } from '@/ui/table/columns';

const nameOf = (status: AssetStatus) => status.name;
const editPath = (status: AssetStatus) => assetStatusPaths.edit(status.id);

/** /service-desk/asset-status: name, created at, updated at, actions. */
export default function AssetStatusListScreen() {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<AssetStatus, unknown>[]>(
    () => [
      sortedColumn('name', t('name'), (row) => row.name),
      ...dateColumns<AssetStatus>(t, ['created_at', 'updated_at']),
    ],
    [t],
  );
  return (
    <ReferenceList
      id="sd-asset-status"
      title={t('asset_status_list')}
      create={{ path: assetStatusPaths.create, label: t('asset_status_create') }}
      columns={columns}
      list={assetStatusQueries.list}
      remove={assetStatusMutations.remove}
      nameOf={nameOf}
      editPath={editPath}
    />
  );
}
