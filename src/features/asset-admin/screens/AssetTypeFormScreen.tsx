import type { ScreenProps } from '@/ui/RouteSwitch';
import { ASSET_TYPE_FORM, AssetTypeFields } from '../types/AssetTypeForm';
import { ReferenceFormPage } from '@/records/reference/ReferenceFormPage';

/** /service-desk/asset-type/create and /service-desk/asset-type/:id/edit. */
export default function AssetTypeFormScreen({ params }: ScreenProps) {
  return <ReferenceFormPage id="sd-asset-type" kind={ASSET_TYPE_FORM} Fields={AssetTypeFields} params={params} />;
}
