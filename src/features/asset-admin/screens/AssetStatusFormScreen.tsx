import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { assetStatusPaths } from '../paths';
import { AssetStatusForm } from '../statuses/AssetStatusForm';
import { ReferenceFormPage } from './ReferenceFormPage';

/** /service-desk/asset-status/create and /service-desk/asset-status/:id/edit. */
export default function AssetStatusFormScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <ReferenceFormPage
      id="sd-asset-status"
      titles={{ create: t('asset_status_create'), edit: t('asset_status_edit') }}
      listPath={assetStatusPaths.list}
      params={params}
    >
      {(id) => <AssetStatusForm key={id ?? 'create'} statusId={id} />}
    </ReferenceFormPage>
  );
}
