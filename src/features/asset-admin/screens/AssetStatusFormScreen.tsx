import type { ScreenProps } from '@/ui/RouteSwitch';
import { ASSET_STATUS_FORM, AssetStatusFields } from '../statuses/AssetStatusForm';
import { ReferenceFormPage } from '@/records/reference/ReferenceFormPage';

/** /service-desk/asset-status/create and /service-desk/asset-status/:id/edit. */
export default function AssetStatusFormScreen({ params }: ScreenProps) {
  return <ReferenceFormPage id="sd-asset-status" kind={ASSET_STATUS_FORM} Fields={AssetStatusFields} params={params} />;
}
