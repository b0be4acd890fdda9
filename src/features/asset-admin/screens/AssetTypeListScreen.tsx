import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { assetTypeMutations, assetTypeQueries, type AssetType } from '@/api/asset-types';
import { dateColumns } from '@/records/reference/dateColumns';
import { ReferenceList } from '@/records/reference/ReferenceList';
import { assetTypePaths } from '../paths';
import { column, sortedColumn } from '@/ui/table/columns';

const nameOf = (type: AssetType) => type.name;
const editPath = (type: AssetType) => assetTypePaths.edit(type.id);
/** The parent's place in the tree: its chain from the root. */
const parentPath = (type: AssetType) => type.parents.map((parent) => parent.name).join(' › ') || '--';

/** /service-desk/asset-type: name, parent (its place in the tree), created at, actions. */
export default function AssetTypeListScreen() {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<AssetType, unknown>[]>(
    () => [
      sortedColumn('name', t('name'), (row) => row.name),
      column('parent', t('asset_type_parent'), (row) => parentPath(row)),
      ...dateColumns<AssetType>(t, ['created_at']),
    ],
    [t],
  );
  return (
    <ReferenceList
      id="sd-asset-type"
      title={t('asset_type_list')}
      create={{ path: assetTypePaths.create, label: t('asset_type_create') }}
      columns={columns}
      list={assetTypeQueries.list}
      remove={assetTypeMutations.remove}
      nameOf={nameOf}
      editPath={editPath}
    />
  );
}
