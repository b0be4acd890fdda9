import { recordViewScreen } from '@/records/recordViewScreen';
import { AssetView } from '../view/AssetView';

/** /service-desk/assets/{id}/show */
export default recordViewScreen((id) => <AssetView key={id} assetId={id} />, 'asset-view');
