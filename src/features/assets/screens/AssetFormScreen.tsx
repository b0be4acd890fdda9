import { recordFormScreen } from '@/records/recordFormScreen';
import { AssetForm } from '../form/AssetForm';
import { assetPaths } from '../paths';

const noop = () => undefined;

/** /service-desk/assets/create and /service-desk/assets/{id}/edit: titled by the path; editing offers the asset's page. */
export default recordFormScreen('asset', assetPaths.show, (assetId) => (
  <AssetForm key={assetId ?? 'create'} assetId={assetId} onSaved={noop} />
));
