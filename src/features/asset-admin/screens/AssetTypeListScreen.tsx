import { assetTypeMutations, assetTypeQueries, type AssetType } from '@/api/asset-types';
import { dateColumns } from '@/records/reference/dateColumns';
import { referenceListScreen } from '@/records/reference/referenceListScreen';
import { column } from '@/ui/table/columns';
import { assetTypePaths } from '../paths';

/** The parent's place in the tree: its chain from the root. */
const parentPath = (type: AssetType) => type.parents.map((parent) => parent.name).join(' › ') || '--';

/** /service-desk/asset-type: name, the default type marked, parent (its place in the tree), created at, actions. */
export default referenceListScreen({
  prefix: 'asset_type',
  resource: { queries: assetTypeQueries, mutations: assetTypeMutations },
  paths: assetTypePaths,
  columns: (t) => [
    column(
      'is_default',
      t('asset_type_is_default'),
      (row) => (row.is_default ? <span className="badge text-bg-primary">{t('asset_type_default_badge')}</span> : ''),
      { priority: 2, width: 8 },
    ),
    column('parent', t('asset_type_parent'), (row) => parentPath(row), { priority: 2, width: 12 }),
    ...dateColumns<AssetType>(t, ['created_at'], 3),
  ],
});
