import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { assetTypePaths } from '../paths';
import { AssetTypeForm } from '../types/AssetTypeForm';
import { ReferenceFormPage } from './ReferenceFormPage';

/** /service-desk/asset-type/create and /service-desk/asset-type/:id/edit. */
export default function AssetTypeFormScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <ReferenceFormPage
      id="sd-asset-type"
      titles={{ create: t('asset_type_create'), edit: t('asset_type_edit') }}
      listPath={assetTypePaths.list}
      params={params}
    >
      {(id) => <AssetTypeForm key={id ?? 'create'} typeId={id} />}
    </ReferenceFormPage>
  );
}
