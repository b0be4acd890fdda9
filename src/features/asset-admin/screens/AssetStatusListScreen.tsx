import { assetStatusMutations, assetStatusQueries, type AssetStatus } from '@/api/asset-statuses';
import { dateColumns } from '@/records/reference/dateColumns';
import { referenceListScreen } from '@/records/reference/referenceListScreen';
import { assetStatusPaths } from '../paths';

/** /service-desk/asset-status: name, created at, updated at, actions. */
export default referenceListScreen({
  prefix: 'asset_status',
  resource: { queries: assetStatusQueries, mutations: assetStatusMutations },
  paths: assetStatusPaths,
  columns: (t) => dateColumns<AssetStatus>(t, ['created_at', 'updated_at']),
});
